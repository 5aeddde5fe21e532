// What a visitor downloads for a page, and how soon they see it, on an emulated slow phone
// connection, in the system Chromium:
//   node scripts/page-weight.mjs http://127.0.0.1:3000/ [more URLs…]
// For each page: bytes over the wire by kind (compressed, as sent), requests, and First
// Contentful Paint / Largest Contentful Paint under "Slow 4G" (1.6 Mbit/s down, 150 ms RTT,
// 4x CPU slowdown). Figures on a shared machine are noisy: compare pages measured in one run.
/* global window -- the callbacks given to addInitScript and evaluate run in the page */
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/page-weight.mjs URL [URL…]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

for (const url of urls) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  const byKind = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = types.get(event.requestId) ?? 'Other';
    const entry = byKind.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += event.encodedDataLength;
    entry.count += 1;
    byKind.set(kind, entry);
  });
  await page.addInitScript(() => {
    const w = window;
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.__lcp,
  }));
  const total = [...byKind.values()].reduce((sum, e) => sum + e.bytes, 0);
  const requests = [...byKind.values()].reduce((sum, e) => sum + e.count, 0);
  console.log(`\n${url}`);
  console.log(
    `  ${kb(total)} in ${requests} requests; FCP ${Math.round(paints.fcp)} ms, LCP ${Math.round(paints.lcp)} ms (Slow 4G, 4x CPU)`,
  );
  for (const [kind, entry] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${kind.padEnd(12)} ${kb(entry.bytes).padStart(10)}  ${entry.count} requests`);
  }
  await context.close();
}
await browser.close();
