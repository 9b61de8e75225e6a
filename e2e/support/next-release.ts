// The next release of the PWA, as a deploy would bring one, without a second build: a copy of a
// release's folder where every built file (assets/) has another name and every reference to it
// (the shell, the chunks' imports, the service worker's precache list) follows, so the new
// release shares no chunk name with the one it replaces. The shell's precache revision changes
// with its content, as the build would write it.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TEXT = /\.(html|js|mjs|css|json|webmanifest)$/;

const md5 = (data: string) => createHash('md5').update(data).digest('hex');

/** Copies `from` to `to` as release `tag` (letters and digits); gives the old names and the new. */
export async function deriveNextRelease(from: string, to: string, tag: string): Promise<Map<string, string>> {
  await cp(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const renamed = new Map<string, string>();
  for (const name of await readdir(assets)) {
    const next = name.replace(/(\.[a-z0-9]+)$/, `${tag}$1`);
    renamed.set(name, next);
    await rename(path.join(assets, name), path.join(assets, next));
  }
  // longest first, and only as a whole name: `x-1.js` never matches inside `ax-1.js`
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const reference = new RegExp(`(?<![\\w.-])(${names.join('|')})`, 'g');
  const revisions = new Map<string, string>();
  for (const entry of await readdir(to, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !TEXT.test(entry.name) || entry.name === 'sw.js') continue;
    const text = await readFile(file, 'utf8');
    const next = text.replace(reference, (name) => renamed.get(name) ?? name);
    if (next === text) continue;
    await writeFile(file, next);
    revisions.set(md5(text), md5(next));
  }
  // the worker last: its precache list names the new files, and the new revision of each file
  // whose name stays (the shell)
  const worker = path.join(to, 'sw.js');
  let text = (await readFile(worker, 'utf8')).replace(reference, (name) => renamed.get(name) ?? name);
  for (const [before, after] of revisions) text = text.replaceAll(`"${before}"`, `"${after}"`);
  await writeFile(worker, text);
  return renamed;
}
