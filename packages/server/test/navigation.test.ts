import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type TestServer } from './helpers.js';
import { call as callWith, okJson, startSignedIn } from './staff-helpers.js';

/**
 * The site's menus are the `navigation` global: the schema lists it, staff read and save it
 * like every global (a 422 naming the field of a mistake, addresses out of the site https
 * only), the seed is the menus the site was launched with, and a link to a page visitors cannot
 * see is left out of the public read.
 */

let server: TestServer;
let cookie: string;

type Json = Record<string, unknown>;
interface NavigationRecord {
  version: number;
  document: Json & { header: Json[]; footer: Json[]; translations: Record<string, Json> };
}

const call = (method: string, path: string, body?: unknown) =>
  callWith(server, cookie, method, path, body);

const ok = <T = Json>(method: string, path: string, body?: unknown) =>
  okJson<T>(server, cookie, method, path, body);

async function publicGet<T = Json>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const labels = (rows: Json[]) => rows.map((row) => row.label);

beforeAll(async () => ({ server, cookie } = await startSignedIn()));
afterAll(() => server?.close());

describe('the navigation global', () => {
  it('is listed by the schema with its header links and footer columns', async () => {
    const schema = await ok<{ globals: Json[] }>('GET', '/api/admin/schema');
    const navigation = schema.globals.find((def) => def.name === 'navigation')!;
    expect(navigation).toMatchObject({ kind: 'global', section: 'Pages' });
    const fields = navigation.fields as Record<string, Json>;
    expect(fields.header!.type).toBe('blocks');
    expect(Object.keys(fields.header!.blocks as Json)).toEqual([
      'sitePage',
      'page',
      'article',
      'story',
      'address',
      'menu',
    ]);
    // A menu's links are links: one level of nesting.
    const menu = (fields.header!.blocks as Record<string, { fields: Record<string, Json> }>).menu!;
    expect(Object.keys(menu.fields.links!.blocks as Json)).not.toContain('menu');
    expect(fields.footer!.type).toBe('group');
    expect((fields.footer!.fields as Record<string, Json>).links!.type).toBe('blocks');
  });

  it('holds the menus the site was launched with, in every language', async () => {
    const english = await publicGet<Json & { header: Json[]; footer: { links: Json[] }[] }>(
      '/api/globals/navigation',
    );
    expect(labels(english.header)).toEqual([
      'About Us',
      'How We Work',
      'Our History',
      'Programmes',
      'Impact',
    ]);
    expect(english.header.map((row) => row.target)).toEqual([
      '/about',
      '/how-we-work',
      '/our-history',
      '/programs',
      '/impact',
    ]);
    expect(english.footer).toHaveLength(1);
    expect(labels(english.footer[0]!.links)).toEqual([
      'About Us',
      'Programmes',
      'How We Work',
      'Portfolio',
      'Privacy Policy',
      'Terms of Service',
    ]);
    const arabic = await publicGet<Json & { header: Json[] }>('/api/globals/navigation?lang=ar');
    expect(arabic.lang).toBe('ar');
    expect(labels(arabic.header)[0]).toBe('من نحن');
    // Hausa has its own words for every link: none falls back to English.
    const hausa = await publicGet<Json & { header: Json[] }>('/api/globals/navigation?lang=ha');
    expect(labels(hausa.header)).toEqual([
      'Game da Mu',
      'Yadda Muke Aiki',
      'Tarihinmu',
      'Shirye-shirye',
      'Tasiri',
    ]);
    expect(hausa.header.filter((row) => row.fallback)).toEqual([]);
  });

  it('refuses a mistake with a 422 naming the field, and addresses out of the site other than https', async () => {
    const record = await ok<NavigationRecord>('GET', '/api/admin/globals/navigation');
    const response = await call('PUT', '/api/admin/globals/navigation', {
      version: record.version,
      document: {
        ...record.document,
        header: [
          { type: 'sitePage', id: 'a', label: '', target: '/about' },
          { type: 'sitePage', id: 'b', label: 'Nowhere', target: '/not-a-page' },
          { type: 'address', id: 'c', label: 'Plain', target: 'http://example.org/report' },
          { type: 'address', id: 'd', label: 'Script', target: 'javascript:alert(1)' },
          { type: 'address', id: 'e', label: 'Inside', target: '/about' },
          { type: 'page', id: 'f', label: 'Gone', target: 999999 },
          { type: 'poem', id: 'g', label: 'Unknown kind' },
          {
            type: 'menu',
            id: 'h',
            label: 'Deep',
            links: [{ type: 'menu', id: 'i', label: 'Too deep', links: [] }],
          },
          { type: 'menu', id: 'j', label: 'Empty', links: [] },
        ],
        footer: [{ heading: 'x'.repeat(61), links: [] }],
      },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      [
        'header.0.label',
        'header.1.target',
        'header.2.target',
        'header.3.target',
        'header.4.target',
        'header.6.type',
        'header.7.links.0.type',
        'header.8.links',
        'footer.0.heading',
      ].sort(),
    );
    expect(error.fields!['header.2.target']).toMatch(/https:\/\//);

    const gone = await call('PUT', '/api/admin/globals/navigation', {
      version: record.version,
      document: {
        ...record.document,
        header: [{ type: 'page', id: 'f', label: 'Gone', target: 999999 }],
      },
    });
    expect(gone.status).toBe(422);
    expect(Object.keys((await errorOf(gone)).fields ?? {})).toEqual(['header.0.target']);

    // Nothing was saved.
    expect((await ok<NavigationRecord>('GET', '/api/admin/globals/navigation')).version).toBe(
      record.version,
    );
  });

  it('saves links to a page staff made and another site, and leaves out an unpublished page', async () => {
    const page = await ok<{ id: number; version: number }>('POST', '/api/admin/pages', {
      document: { title: 'Careers', slug: 'careers', body: [] },
    });
    const published = await ok<{ version: number }>('POST', `/api/admin/pages/${page.id}/publish`, {
      version: page.version,
    });

    const record = await ok<NavigationRecord>('GET', '/api/admin/globals/navigation');
    const header = [
      ...record.document.header.slice(0, 4),
      { type: 'page', id: 'careers', label: 'Careers', target: page.id },
      ...record.document.header.slice(4),
      {
        type: 'address',
        id: 'report',
        label: 'Annual report',
        target: 'https://example.org/report',
      },
      {
        type: 'menu',
        id: 'more',
        label: 'More',
        links: [
          { type: 'page', id: 'jobs', label: 'Jobs', target: page.id },
          { type: 'sitePage', id: 'news', label: 'News', target: '/insights' },
        ],
      },
    ];
    const frHeader = [
      ...((record.document.translations.fr!.header as Json[]) ?? []).slice(0, 4),
      { label: 'Carrières' },
      ...((record.document.translations.fr!.header as Json[]) ?? []).slice(4),
      null,
      { label: 'Plus', links: [{ label: 'Emplois' }] },
    ];
    const saved = await ok<NavigationRecord>('PUT', '/api/admin/globals/navigation', {
      version: record.version,
      document: {
        ...record.document,
        header,
        translations: {
          ...record.document.translations,
          fr: { ...record.document.translations.fr, header: frHeader },
        },
      },
    });
    expect(saved.version).toBe(record.version + 1);

    const english = await publicGet<{ header: Json[] }>('/api/globals/navigation');
    expect(labels(english.header)).toEqual([
      'About Us',
      'How We Work',
      'Our History',
      'Programmes',
      'Careers',
      'Impact',
      'Annual report',
      'More',
    ]);
    expect(labels(english.header[7]!.links as Json[])).toEqual(['Jobs', 'News']);
    expect(english.header[4]!.target).toMatchObject({ id: page.id, slug: 'careers' });
    expect(english.header[6]!.target).toBe('https://example.org/report');
    const french = await publicGet<{ header: Json[] }>('/api/globals/navigation?lang=fr');
    expect(labels(french.header)[4]).toBe('Carrières');
    expect(french.header[6]).toMatchObject({ label: 'Annual report', fallback: ['label'] });
    expect(french.header[7]).toMatchObject({ label: 'Plus' });
    expect(labels(french.header[7]!.links as Json[])).toEqual(['Emplois', 'News']);

    // Unpublished, the page is no longer a target visitors can reach: the public read has none.
    await ok('POST', `/api/admin/pages/${page.id}/unpublish`, { version: published.version });
    const after = await publicGet<{ header: Json[] }>('/api/globals/navigation');
    expect(after.header[4]).toMatchObject({ type: 'page', label: 'Careers', target: null });
    expect((after.header[7]!.links as Json[])[0]).toMatchObject({ label: 'Jobs', target: null });
    // Staff's menu keeps the link, to publish the page again or choose another.
    const kept = await ok<NavigationRecord>('GET', '/api/admin/globals/navigation');
    expect(kept.document.header[4]).toMatchObject({ type: 'page', target: page.id });
  });
});
