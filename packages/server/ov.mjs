import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const path of process.argv.slice(2)) {
await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
console.log(path, await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 1 && el.children.length < 3) out.push(el.tagName + '.' + (el.getAttribute('part')||'') + ' ' + Math.round(r.right) + ' ' + (el.textContent||'').slice(0,40));
  }
  return [document.documentElement.scrollWidth, ...out.slice(0, 12)];
}));
}
await browser.close();
