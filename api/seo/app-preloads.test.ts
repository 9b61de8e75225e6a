import { describe, expect, it } from 'vitest';
import { appScripts, injectAppPreloads, injectAppScriptList, pageScripts, routeFiles } from './app-preloads.ts';
import { resolvePath } from './seo-pages.ts';

const manifest = {
  'index.html': { file: 'assets/index-b00t.js', dynamicImports: ['app/main.tsx'], css: ['assets/index-c55.css'] },
  'app/main.tsx': {
    file: 'assets/main-a1.js',
    imports: ['_react-r1.js', 'index.html', '_router-t1.js'],
    dynamicImports: ['app/routes/cart.tsx'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_router-t1.js': { file: 'assets/router-t1.js', imports: ['_react-r1.js', '_scheduler-s1.js'] },
  '_scheduler-s1.js': { file: 'assets/scheduler-s1.js' },
  'app/routes/cart.tsx': { file: 'assets/cart-k1.js', imports: ['_dexie-d1.js'] },
  'app/routes/$lang.tsx?tsr-split=component': { file: 'assets/lang-l1.js', imports: ['_react-r1.js'] },
  'app/routes/$lang/submit-profile.tsx?tsr-split=component': { file: 'assets/submit-s1.js', imports: ['_formik-f1.js', '_react-r1.js'] },
  '_formik-f1.js': { file: 'assets/formik-f1.js', imports: ['_react-r1.js'] },
  '_dexie-d1.js': { file: 'assets/dexie-d1.js' },
};

describe('the app scripts a page the browser draws preloads', () => {
  it('are the app entry and its static imports, each once, without the boot or lazy chunks', () => {
    expect(appScripts(manifest)).toEqual(['assets/main-a1.js', 'assets/react-r1.js', 'assets/router-t1.js', 'assets/scheduler-s1.js']);
  });

  it('are none without the app entry in the manifest', () => {
    expect(appScripts({ 'index.html': { file: 'assets/index-b00t.js' } })).toEqual([]);
  });

  it('go into the head as modulepreload links', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const out = injectAppPreloads(html, ['assets/main-a1.js', 'assets/react-r1.js']);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/main-a1.js">');
    expect(out.indexOf('/assets/react-r1.js')).toBeLessThan(out.indexOf('</head>'));
    expect(injectAppPreloads(html, [])).toBe(html);
  });
});

describe('the scripts a page whose app loads after its load event names', () => {
  it("are the app's, then its routes', each once", () => {
    const routes = routeFiles(resolvePath('/es/submit-profile', undefined).page);
    expect(routes).toEqual(['app/routes/$lang.tsx', 'app/routes/$lang/submit-profile.tsx']);
    expect(pageScripts(manifest, routes)).toEqual([
      'assets/main-a1.js',
      'assets/react-r1.js',
      'assets/router-t1.js',
      'assets/scheduler-s1.js',
      'assets/lang-l1.js',
      'assets/submit-s1.js',
      'assets/formik-f1.js',
    ]);
  });

  it('name the routes of the cart and of home, and none for the back office', () => {
    expect(routeFiles(resolvePath('/en/cart', undefined).page)).toEqual(['app/routes/$lang.tsx', 'app/routes/$lang/cart.tsx']);
    expect(routeFiles(resolvePath('/en', undefined).page)).toEqual(['app/routes/$lang.tsx', 'app/routes/$lang/index.tsx']);
    expect(routeFiles(resolvePath('/admin/orders', undefined).page)).toEqual([]);
  });

  it('go into the head as a JSON list, never as links the load event waits for', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const out = injectAppScriptList(html, ['assets/main-a1.js', 'assets/submit-s1.js']);
    expect(out).toContain('<script type="application/json" id="app-scripts">["assets/main-a1.js","assets/submit-s1.js"]</script>');
    expect(out.indexOf('id="app-scripts"')).toBeLessThan(out.indexOf('</head>'));
    expect(out).not.toContain('modulepreload');
    expect(injectAppScriptList(html, [])).toBe(html);
  });
});
