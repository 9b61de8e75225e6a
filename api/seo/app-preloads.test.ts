import { describe, expect, it } from 'vitest';
import { appScripts, injectAppPreloads } from './app-preloads.ts';

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
