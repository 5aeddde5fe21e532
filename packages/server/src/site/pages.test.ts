import type { SiteRenderer } from '@ia/shared';
import Koa from 'koa';
import inject from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { sitePages } from './pages.js';

/** Pages of 20 KB (in Arabic, two bytes a letter) each, counting the renders. */
function site(budget: number) {
  const rendered: string[] = [];
  const renderer = {
    async render({ url }: { url: string }) {
      rendered.push(url);
      const html = `<!doctype html><html lang="ar"><title>${url}</title>${'ب'.repeat(10_000)}</html>`;
      return {
        type: 'page' as const,
        status: 200,
        html,
        language: 'ar' as const,
        inlineScripts: [],
        framable: false,
      };
    },
  } as SiteRenderer;
  const pages = sitePages({
    loadRenderer: async () => renderer,
    siteUrl: 'https://site.ia.test',
    logger: createLogger('silent'),
    ttlMs: 60_000,
    budget,
  });
  const app = new Koa();
  app.use(pages.middleware);
  const handle = app.callback();
  return {
    pages,
    rendered,
    get: (url: string) => inject(handle, { method: 'GET', url }),
  };
}

describe('sitePages', () => {
  it('keeps rendered pages within its budget, the most recently asked for kept', async () => {
    const budget = 200 * 1024;
    const { pages, rendered, get } = site(budget);
    for (let page = 1; page <= 60; page++) {
      expect((await get(`/ar/success-stories?page=${page}`)).statusCode).toBe(200);
      expect(pages.bytes()).toBeLessThanOrEqual(budget);
    }
    expect(pages.bytes()).toBeGreaterThan(budget - 21 * 1024);
    expect(rendered).toHaveLength(60);
    await get('/ar/success-stories?page=60');
    expect(rendered).toHaveLength(60);
    await get('/ar/success-stories?page=1');
    expect(rendered).toHaveLength(61);
  });

  it('sends a page larger than its budget without keeping it', async () => {
    const { pages, rendered, get } = site(16 * 1024);
    const first = await get('/ar/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('ببب');
    await get('/ar/');
    expect(rendered).toEqual(['/ar/', '/ar/']);
    expect(pages.bytes()).toBe(0);
  });

  it('renders a page with a token or key for each request, never kept, and sends it no-store', async () => {
    const { pages, rendered, get } = site(1024 * 1024);
    const token = 't'.repeat(32);
    for (let i = 0; i < 2; i++) {
      const page = await get(`/fr/newsletter/confirm?token=${token}&utm_source=mail`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers.etag).toBeUndefined();
    }
    await get(`/newsletter/preferences?key=${'k'.repeat(32)}`);
    // The token reaches the page; the tracking tag does not.
    expect(rendered).toEqual([
      `/fr/newsletter/confirm?token=${token}`,
      `/fr/newsletter/confirm?token=${token}`,
      `/newsletter/preferences?key=${'k'.repeat(32)}`,
    ]);
    expect(pages.bytes()).toBe(0);
    // Any other page is kept as before.
    await get('/fr/newsletter/subscribe?result=sent');
    expect((await get('/fr/newsletter/subscribe?result=sent')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(rendered).toHaveLength(4);
  });
});
