import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';

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

  it('answers a non-HTML request for an unknown file with 404 in the error shape', async () => {
    const response = await fetch(`${server.url}/nothing.js`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
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
      expect(await errorOf(response)).toEqual({
        code: 'service_unavailable',
        message: 'The database is not reachable',
      });
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
  const indexHtml = `<!doctype html><html><head><title>Site</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;
  // The page as served: the deployment's site name and contact address added to its head.
  const servedHtml = indexHtml.replace(
    '</head>',
    '<meta name="ia:site-name" content="Initiative for Africa" /><meta name="ia:contact-email" content="hello@initiative-africa.org" /></head>',
  );
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const embed = `import(new URL('./embed-chunks/element-CV1mImKk.js', import.meta.url).href);`;
  const chunk = 'export const x = 1;';

  beforeAll(async () => {
    folders = await mkdtemp(join(tmpdir(), 'ia-static-test-'));
    const site = join(folders, 'site');
    const embedDir = join(folders, 'embed');
    await mkdir(join(site, 'assets'), { recursive: true });
    await mkdir(join(embedDir, 'embed-chunks'), { recursive: true });
    await writeFile(join(site, 'index.html'), indexHtml);
    await writeFile(join(site, 'assets', 'index-AbCd1234.js'), bundle);
    await writeFile(join(site, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(site, '.env'), 'SECRET=1');
    await writeFile(join(embedDir, 'embed.js'), embed);
    await writeFile(join(embedDir, 'embed-chunks', 'element-CV1mImKk.js'), chunk);
    server = await startTestServer({ seed: false, env: { SITE_DIR: site, EMBED_DIR: embedDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(folders, { recursive: true, force: true });
  });

  const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html at / with no-cache and an ETag, and answers 304', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(servedHtml);
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await revalidate(`${server.url}/`, etag)).status).toBe(304);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers any other page that accepts HTML with index.html and 200 (history fallback)', async () => {
    for (const path of ['/impact', '/success-stories/some-story', '/no/such/page', '/insights/x']) {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(servedHtml);
    }
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

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await fetch(`${server.url}/assets/missing-12345678.js`, { headers: html });
    expect(response.status).toBe(404);
  });

  it('serves other site files with a short cache, and never hidden files', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    const hidden = await fetch(`${server.url}/.env`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('SECRET');
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

  it('does not serve HTML for POST to a page', async () => {
    const response = await fetch(`${server.url}/impact`, { method: 'POST', headers: html });
    expect(response.status).toBe(404);
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
