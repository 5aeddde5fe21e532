import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { type RunningServer, openSite, closeSite } from './harness';
import { type PublicRoute, publicRoutesOf } from './routes';

/**
 * axe-core (WCAG 2.0 to 2.2, A and AA) on every public route, in English and in Arabic (right to
 * left), at phone and desktop width, once the page is taken over and every lazy picture is in.
 * Any violation fails. Bounded: 24 routes × 2 languages × 2 widths, about two minutes.
 */

let server: RunningServer;
let browser: Browser;
let routes: PublicRoute[] = [];

beforeAll(async () => {
  ({ server, browser } = await openSite());
  routes = await publicRoutesOf(server.url);
});
afterAll(() => closeSite({ server, browser }));

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'ar']) {
    for (const viewport of WIDTHS) {
      it(`finds no violation on any route in ${language} on a ${viewport.name}`, async () => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          bypassCSP: true,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.addInitScript(() =>
          document.addEventListener('ia:hydrated', () =>
            Object.assign(window, { iaHydrated: true }),
          ),
        );
        const failures: string[] = [];
        for (const route of routes) {
          const path =
            language === 'en' ? route.path : `/${language}${route.path === '/' ? '/' : route.path}`;
          await page.goto(`${server.url}${path}`);
          await page.waitForFunction(() => 'iaHydrated' in window);
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          const found = await axeViolations(page);
          if (found.length) failures.push(`${path}:\n  ${found.join('\n  ')}`);
        }
        await context.close();
        expect(failures, failures.join('\n')).toEqual([]);
      }, 300_000);
    }
  }
});
