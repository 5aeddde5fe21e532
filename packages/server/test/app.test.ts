import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, rawRequest, revalidate, startTestServer, type TestServer } from './helpers.js';
import { SITE_URL } from './admin-helpers.js';

describe('health, errors and headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /healthz answers 200 while the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('answers 404 in the error shape for an unknown API path, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/success-stories/a/b'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await errorOf(response)).code).toBe('not_found');
    }
  });

  it('gives every answer a request id (the caller’s when it looks sane)', async () => {
    const own = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const bad = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': 'no spaces <allowed>' },
    });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/articles`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('compresses JSON for clients that accept it, and not for others', async () => {
    const gz = await fetch(`${server.url}/api/success-stories`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const plain = await fetch(`${server.url}/api/success-stories`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(
        `${server.url}/api/success-stories`,
        { headers: { 'Accept-Encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        },
      ).on('error', reject);
    });
    expect(JSON.parse(gunzipSync(raw).toString())).toEqual(await plain.json());
  });
});

describe('errors that are bugs', () => {
  it('answers 500 in the error shape without leaking details', async () => {
    const server = await startTestServer({ seed: false });
    try {
      await server.db.schema.dropTable('articles');
      const response = await fetch(`${server.url}/api/articles`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side' },
      });
      expect(text).not.toMatch(/articles|sqlite|relation|at .*\.ts/i);
    } finally {
      await server.close();
    }
  });

  it('GET /readyz answers 503 in the error shape when the database is gone', async () => {
    const server = await startTestServer({ seed: false });
    try {
      await server.db.destroy();
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toMatchObject({
        code: 'service_unavailable',
        message: 'The database is not reachable',
      });
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      // The process itself is still up.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('serving the built site and the partner embed', () => {
  let server: TestServer;
  let folders: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const embed = `import(new URL('./embed-chunks/element-CV1mImKk.js', import.meta.url).href);`;
  const chunk = 'export const x = 1;';
  /**
   * A render entry that keeps the contract of the site's (packages/shared/src/render.ts): each
   * page shows the address it was asked for, `/missing` is the 404 page, `/en/…` moves.
   */
  const renderEntry = `
    let renders = 0;
    export function createRenderer(options) {
      return {
        async render({ url, origin }) {
          if (url.startsWith('/en/')) return { type: 'redirect', location: url.slice(3) };
          renders += 1;
          const known = url === '/' || url.startsWith('/impact') || url.startsWith('/kept-');
          const status = known ? 200 : 404;
          const html = '<!doctype html><html lang="en"><head><title>' + url + '</title></head><body>' +
            '<p>' + origin + url + '</p><p>' + options.site.siteName + '</p><p>' +
            Object.keys(options.manifest).join() + '</p></body></html>';
          return { type: 'page', status, html, language: 'en', inlineScripts: ['start()'], framable: false };
        },
        feedTexts: () => ({ title: { text: 'Feed', lang: 'en' }, subtitle: { text: 'News', lang: 'en' } }),
        categoryName: (category) => ({ text: category, lang: 'en' }),
        pages: { indexable: ['/'], story: (s) => '/s/' + s, article: (s) => '/a/' + s, storyCard: (s) => '/c/' + s, storySlugOf: () => undefined, articleSlugOf: () => undefined, authorSlugOf: () => undefined },
      };
    }
    export const renderCount = () => renders;
  `;

  beforeAll(async () => {
    folders = await mkdtemp(join(tmpdir(), 'ia-static-test-'));
    const site = join(folders, 'site');
    const embedDir = join(folders, 'embed');
    await mkdir(join(site, 'client', 'assets'), { recursive: true });
    await mkdir(join(site, 'client', '.vite'), { recursive: true });
    await mkdir(join(site, 'server'), { recursive: true });
    await mkdir(join(embedDir, 'embed-chunks'), { recursive: true });
    await writeFile(join(site, 'client', 'assets', 'index-AbCd1234.js'), bundle);
    await writeFile(
      join(site, 'client', 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await writeFile(join(site, 'client', '.env'), 'SECRET=1');
    await writeFile(
      join(site, 'client', '.vite', 'manifest.json'),
      JSON.stringify({
        'src/entry-client.tsx': { file: 'assets/index-AbCd1234.js', isEntry: true },
      }),
    );
    await writeFile(join(site, 'server', 'render.js'), renderEntry);
    await writeFile(join(embedDir, 'embed.js'), embed);
    await writeFile(join(embedDir, 'embed-chunks', 'element-CV1mImKk.js'), chunk);
    // The page's address comes from the configured site address, never from the request.
    server = await startTestServer({
      seed: false,
      env: { SITE_DIR: site, EMBED_DIR: embedDir, PUBLIC_BASE_URL: SITE_URL },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(folders, { recursive: true, force: true });
  });

  const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it("renders / with the deployment's settings, no-cache and an ETag, and answers 304", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toContain(`<p>${SITE_URL}/</p>`);
    expect(page).toContain('<p>Initiative for Africa</p>');
    expect(page).toContain('<p>src/entry-client.tsx</p>');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await revalidate(`${server.url}/`, etag)).status).toBe(304);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('asks the renderer for a path, never for an address a URL parser reads as another host', async () => {
    // Found by the generated requests: `//` and a host name the site's renderer could not parse
    // was a 500; `//about` would have been the home page of a host called "about".
    for (const [sent, asked] of [
      ['//%E2%80%8B%E2%80%8B', '/%E2%80%8B%E2%80%8B'],
      ['//evil.example/impact?page=1', '/evil.example/impact?page=1'],
      ['/\\evil.example', '/evil.example'],
      ['///impact', '/impact'],
    ]) {
      const answer = await rawRequest(`${server.url}${sent}`);
      expect(answer.text, sent).toContain(`<title>${asked}</title>`);
    }
  });

  it('answers every page with HTML whatever the Accept header, an unknown one with 404', async () => {
    for (const accept of ['text/html', 'application/json', '*/*', '']) {
      const response = await fetch(`${server.url}/impact?page=2`, { headers: { Accept: accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`<p>${SITE_URL}/impact?page=2</p>`);
    }
    const missing = await fetch(`${server.url}/missing`, {
      headers: { Accept: 'application/json' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('moves an address that has a better form with a 301', async () => {
    const response = await fetch(`${server.url}/en/about?page=1&x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    // The query parameters pages read are kept; others never reach a page.
    expect(response.headers.get('location')).toBe('/about?page=1');
  });

  it('keeps every redirect on the site, and lets no shared cache keep one for an hour', async () => {
    // Found by the attack run: `/en//evil.example/login` moved to `//evil.example/login`, which
    // a browser reads as another site, and was cached publicly for an hour.
    for (const sent of [
      '/en//evil.example/login',
      '/en/\\evil.example',
      '/en///evil.example/x',
      '/en//@evil.example',
      '/en/%2F%2Fevil.example',
      '/en/%5C%5Cevil.example',
    ]) {
      const answer = await rawRequest(`${server.url}${sent}`);
      expect(answer.status, sent).toBe(301);
      const location = String(answer.headers.location);
      expect(location, sent).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://site.example').origin, sent).toBe('https://site.example');
      expect(answer.headers['cache-control'], sent).not.toMatch(/public|max-age=3600/);
    }
  });

  it('keeps a rendered page per address and answers HEAD without a body', async () => {
    const entry = (await import(join(folders, 'site', 'server', 'render.js'))) as {
      renderCount(): number;
    };
    const url = `${server.url}/kept-${Date.now()}`;
    await fetch(url);
    const before = entry.renderCount();
    const again = await fetch(url);
    expect(await again.text()).toContain('/kept-');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(entry.renderCount()).toBe(before);
  });

  it('serves hashed assets for a year, immutable, compressed when accepted', async () => {
    const response = await fetch(`${server.url}/assets/index-AbCd1234.js`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(bundle);
    const gz = await fetch(`${server.url}/assets/index-AbCd1234.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(bundle);
  });

  it('answers 404 for a missing asset', async () => {
    const response = await fetch(`${server.url}/assets/missing-12345678.js`, { headers: html });
    expect(response.status).toBe(404);
  });

  it('serves other site files with a short cache, and never hidden files nor the manifest', async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const path of ['/.env', '/.vite/manifest.json']) {
      const hidden = await fetch(`${server.url}${path}`);
      expect(hidden.status, path).toBe(404);
      const body = await hidden.text();
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain('isEntry');
    }
  });

  it('never serves files outside the folders', async () => {
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cx',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('serves /embed.js with no-cache, an ETag and open CORS', async () => {
    const response = await fetch(`${server.url}/embed.js`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toBe(embed);
  });

  it('serves the embed chunks next to embed.js, hashed ones immutable, also under /embed/', async () => {
    for (const path of [
      '/embed-chunks/element-CV1mImKk.js',
      '/embed/embed-chunks/element-CV1mImKk.js',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toBe(chunk);
    }
    const alias = await fetch(`${server.url}/embed/embed.js`);
    expect(alias.status).toBe(200);
    expect(await alias.text()).toBe(embed);
  });

  it('answers a POST to a page with 405 and Allow, in the error shape', async () => {
    const response = await fetch(`${server.url}/impact`, { method: 'POST', headers: html });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await errorOf(response)).code).toBe('method_not_allowed');
  });
});

describe('when the front end is not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers pages with a 503 page that says to run npm run build', async () => {
    const response = await fetch(`${server.url}/impact`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('npm run build');
  });

  it('answers /embed.js with a 503 in the error shape', async () => {
    const response = await fetch(`${server.url}/embed.js`);
    expect(response.status).toBe(503);
    const error = await errorOf(response);
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toContain('npm run build');
  });

  it('still answers the API', async () => {
    expect((await fetch(`${server.url}/api/articles`)).status).toBe(200);
  });
});
