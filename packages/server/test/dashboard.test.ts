import { richTextFromPlainText } from '@ia/shared';
import type { AdminDashboard } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './admin-helpers.js';
import { type TestServer } from './helpers.js';
import { okJson, startSignedIn } from './staff-helpers.js';

/**
 * GET /api/admin/dashboard: published items waiting for their time (soonest first, with it),
 * drafts (latest change first) and the latest changes with who made them and what changed.
 */
let server: TestServer;
let cookie: string;

const ok = <T>(method: string, path: string, json?: unknown) =>
  okJson<T>(server, cookie, method, path, json);

beforeAll(async () => ({ server, cookie } = await startSignedIn()));
afterAll(() => server?.close());

describe('the dashboard', () => {
  it('lists scheduled items with their time, drafts, and who changed what when', async () => {
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const article = await ok<{ id: number; version: number }>('POST', '/api/admin/articles', {
      document: {
        headline: 'Scheduled for the dashboard',
        excerpt: 'It appears by itself.',
        body: richTextFromPlainText('Soon.'),
        authors: [],
        category: 'Insights',
        publishedAt: later,
        thumbnail: null,
        translations: {},
      },
    });
    await ok('POST', `/api/admin/articles/${article.id}/publish`, { version: article.version });
    const draft = await ok<{ id: number }>('POST', '/api/admin/people', {
      document: {
        name: 'Dashboard Draft',
        role: 'Advisor',
        team: 'advisory',
        portrait: null,
        bio: '',
        translations: {},
      },
    });

    const dashboard = await ok<AdminDashboard>('GET', '/api/admin/dashboard');
    expect(dashboard.scheduled).toContainEqual(
      expect.objectContaining({
        kind: 'articles',
        id: article.id,
        title: 'Scheduled for the dashboard',
        at: later,
      }),
    );
    expect(dashboard.drafts[0]).toMatchObject({
      kind: 'people',
      id: draft.id,
      title: 'Dashboard Draft',
      by: ADMIN_EMAIL,
    });
    // Newest first: the draft's creation, then the article's publishing and creation.
    expect(dashboard.recent.slice(0, 3)).toMatchObject([
      { kind: 'people', id: draft.id, action: 'created', by: ADMIN_EMAIL },
      { kind: 'articles', id: article.id, action: 'published', by: ADMIN_EMAIL },
      { kind: 'articles', id: article.id, action: 'created', by: ADMIN_EMAIL },
    ]);
    expect(dashboard.drafts.every((entry) => !entry.title.includes('Scheduled'))).toBe(true);

    const anonymous = await fetch(`${server.url}/api/admin/dashboard`);
    expect(anonymous.status).toBe(401);
  });
});
