import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => m.type() === 'log' && console.log(m.text().slice(0, 400)));
let release; const held = new Promise((r) => (release = r));
await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => { await held; await route.continue(); });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.evaluate(`(() => {
  const cb = document.querySelector('input[name=languages][value=English]');
  const p = () => Object.keys(cb).filter((k) => k.startsWith('__reactProps')).length;
  new MutationObserver(() => { for (const t of [0, 1, 10, 50, 200, 800]) setTimeout(() => console.log('cb', t, cb.checked, p(), cb._valueTracker && cb._valueTracker.getValue()), t); })
    .observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
})()`);
if (process.env.TEXT) { await page.locator('input[name=firstName]').click(); await page.keyboard.type('Ana'); }
await page.locator('input[name=languages][value=English]').check();
if (process.env.SUBMIT) { await page.locator('input[name=firstName]').press('Enter'); console.log('url before app', page.url()); }
release();
await page.waitForTimeout(2000);
console.log('final', await page.evaluate(`[...document.querySelectorAll('input[name=firstName], input[name=languages]:checked')].map((e) => e.value)`));
console.log('url', page.url(), 'invalid', await page.evaluate(`[...document.querySelectorAll('[aria-invalid=true]')].map((e) => e.name).join(',')`));
await browser.close();
