import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
page.on('console', (m) => m.type() === 'log' && console.log(m.text().slice(0, 400)));
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.evaluate(`(() => {
  const el = document.querySelector(${JSON.stringify(process.argv[3] ?? 'input[name=firstName]')});
  const p = () => Object.keys(el).some((k) => k.startsWith('__reactProps'));
  new MutationObserver(() => { const t0 = performance.now(); let n = 0; const tick = () => { n++; if (p()) console.log('hydrated after', (performance.now() - t0).toFixed(1), 'ms,', n, 'tasks'); else setTimeout(tick, 0); }; tick(); })
    .observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
})()`);
await page.keyboard.press('Shift');
await page.waitForTimeout(2000);
await browser.close();
