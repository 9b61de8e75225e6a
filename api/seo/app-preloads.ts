// The app's scripts as preload links, for a page the server does not draw (the cart, the
// submission form, account pages, the back office, a 404): such a page shows nothing until the app
// runs, so its scripts should download together from the start. The boot (app/boot.ts) imports
// the app without preload links (decision 049: they are costly in a drawn page's load event), so
// the server names them here, from the build's manifest (dist/.vite/manifest.json, never served:
// express.static ignores dot folders).

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The app's entry in the manifest (the boot imports it). */
export const APP_ENTRY = 'app/main.tsx';

/** The files of the app's entry and of everything it imports statically, entry first. */
export function appScripts(manifest: BuildManifest): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // the boot itself (index.html's script, which shares a module with the app) is already there
    if (seen.has(key) || key.endsWith('.html') || !chunk?.file.endsWith('.js')) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_ENTRY);
  return files;
}

/** The page with a modulepreload link per app script before </head>; unchanged without any. */
export function injectAppPreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}
