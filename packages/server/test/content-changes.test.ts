import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createDb, type Db } from '../src/db/knex.js';
import { silentLogger } from '../src/logger.js';
import { createContentChanges, type ContentChanges } from '../src/services/content-changes.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { onPostgres, startTestServer, type TestServer } from './helpers.js';

/**
 * Two server processes on one Postgres database: a change published through one shows at once
 * in the other, whose read cache would otherwise answer the old list for a while.
 */
describe.skipIf(!onPostgres)('content changes across processes', () => {
  let first: TestServer;
  let secondDb: Db;
  let secondServer: Server;
  let secondUrl: string;
  let changes: ContentChanges;

  beforeAll(async () => {
    first = await startTestServer({ env: ADMIN_ENV });
    secondDb = createDb(first.config.database, { searchPath: [first.schema] });
    changes = createContentChanges({ db: secondDb, logger: silentLogger });
    const app = createApp({
      config: first.config,
      db: secondDb,
      storage: first.storage,
      logger: silentLogger,
      contentChanges: changes,
      // Long enough that only a notification can explain a fresh answer.
      readCacheTtlMs: 60_000,
    });
    secondServer = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    secondUrl = `http://127.0.0.1:${(secondServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      secondServer?.close(() => resolve());
      secondServer?.closeAllConnections();
    });
    await changes?.close();
    await secondDb?.destroy();
    await first?.close();
  });

  it('drops the other process’s cached list when a story is published', async () => {
    const slugs = async () =>
      ((await (await fetch(`${secondUrl}/api/success-stories`)).json()) as { slug: string }[]).map(
        (s) => s.slug,
      );
    const before = await slugs();
    const cookie = await signIn(first);
    const headers = { Cookie: cookie, 'Content-Type': 'application/json' };
    const created = (await (
      await fetch(`${first.url}/api/admin/stories`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          document: {
            title: 'Seen Everywhere At Once',
            category: 'Health',
            summary: 'Published through one process.',
            impact: '1 story',
            year: 2026,
            narrative: '',
            gallery: [],
            consentEndsAt: null,
          },
        }),
      })
    ).json()) as { id: number; version: number };
    const published = await fetch(`${first.url}/api/admin/stories/${created.id}/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: created.version }),
    });
    expect(published.status).toBe(200);
    expect(before).not.toContain('seen-everywhere-at-once');
    await expect.poll(slugs, { timeout: 3000, interval: 50 }).toContain('seen-everywhere-at-once');
  });
});
