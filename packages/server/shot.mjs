import { chromium } from 'playwright-core';
const [,, base, out, widthsArg, ...paths] = process.argv;
const widths = widthsArg.split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // scroll through to trigger lazy images
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(300);
    const name = `${out}/${path.replace(/[\/?=&#]/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
