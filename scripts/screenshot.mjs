// Takes a full-page screenshot of a page in the system Chromium, to look at what users see.
// node scripts/screenshot.mjs URL OUT.png [WIDTH=1280] [LANG]
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [, , url, out, width = '1280', lang] = process.argv;
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [LANG]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (lang) await page.addInitScript((code) => localStorage.setItem('ia-language', code), lang);
page.on('pageerror', (error) => console.log('pageerror:', error.message));
page.on(
  'console',
  (message) => message.type() === 'error' && console.log('console:', message.text()),
);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE !== '0' });
await browser.close();
