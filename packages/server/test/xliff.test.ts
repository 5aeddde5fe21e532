import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminContentRecord, RichTextDocument, RichTextNode } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';

/**
 * Translation files: a language exported as XLIFF 2.0 (valid against the shipped OASIS schema,
 * checked with xmllint), translated with its bold and link kept as inline codes, imported back
 * through content editing (history shows it); a broken unit, an unknown id or invalid XML is a
 * 422 naming the unit and line with nothing written, a unit whose English changed is reported
 * out of date and not applied; the interface texts go the same way. SQLite, or Postgres with
 * DATABASE_URL.
 */

const SCHEMA = fileURLToPath(new URL('../schema/xliff/xliff_core_2.0.xsd', import.meta.url));
const siteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));
const siteBuilt = existsSync(`${siteDir}/server/render.js`);

let server: TestServer;
let cookie: string;
let dir: string;

const call = (method: string, path: string, body?: string, type = 'application/json') =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': type }) },
    body,
  });

const exported = async (query: string): Promise<string> => {
  const response = await call('GET', `/api/admin/translations/fr/xliff?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xliff\+xml/);
  return response.text();
};

const imported = (xml: string, lang = 'fr') =>
  call('POST', `/api/admin/translations/${lang}/xliff`, xml, 'application/xliff+xml');

/** Puts a target after each source of the unit's segments, in order. */
function translate(xml: string, unitId: string, targets: string[]): string {
  const start = xml.indexOf(`<unit id="${unitId}"`);
  expect(start, `unit ${unitId} in the file`).toBeGreaterThan(-1);
  const end = xml.indexOf('</unit>', start);
  let unit = xml.slice(start, end).replace(/<target[^>]*>[\s\S]*?<\/target>/g, '');
  let at = 0;
  for (const target of targets) {
    const close = unit.indexOf('</source>', at) + '</source>'.length;
    unit = `${unit.slice(0, close)}<target>${target}</target>${unit.slice(close)}`;
    at = close;
  }
  return xml.slice(0, start) + unit + xml.slice(end);
}

async function validates(xml: string): Promise<void> {
  const file = join(dir, `export-${Date.now()}.xlf`);
  await writeFile(file, xml);
  // Throws (with xmllint's message) when the file does not validate.
  execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { stdio: 'pipe' });
}

const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const bold = [{ type: 'bold' as const }];
const link = [{ type: 'link' as const, attrs: { href: '/about' } }];
const body = (...content: RichTextNode[]): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});

let articleId: number;

async function article(): Promise<AdminContentRecord> {
  const response = await call('GET', `/api/admin/articles/${articleId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminContentRecord;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xliff-'));
  server = await startTestServer({
    env: { ...ADMIN_ENV, ...(siteBuilt ? { SITE_DIR: siteDir } : {}) },
  });
  cookie = await signIn(server);
  const created = await call(
    'POST',
    '/api/admin/articles',
    JSON.stringify({
      document: {
        headline: 'Budgets in the open',
        excerpt: 'How a state publishes its budget.',
        body: body(
          text('Read '),
          text('our report', bold),
          text(' and '),
          text('the plan', link),
          text('.'),
        ),
        authors: [],
        category: 'Insights',
        publishedAt: null,
        thumbnail: null,
        translations: {},
      },
    }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  articleId = ((await created.json()) as AdminContentRecord).id;
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('XLIFF 2.0 export', () => {
  it('exports everything, what is missing, or one item, valid against the XLIFF 2.0 schema', async () => {
    const all = await exported('scope=all');
    expect(all).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">',
    );
    await validates(all);
    const missing = await exported('scope=missing');
    await validates(missing);
    expect(missing).toContain(`<unit id="articles.${articleId}.body"`);
    const one = await exported(`scope=missing&item=articles.${articleId}`);
    await validates(one);
    expect(one.match(/<unit /g)).toHaveLength(3);
    // The unit names collection, item and field; bold and the link are codes, the address kept
    // out of the text in the unit's original data.
    expect(one).toContain('<note category="collection" appliesTo="source">Insight articles</note>');
    expect(one).toContain(
      `<note category="item" appliesTo="source">Budgets in the open (${articleId})</note>`,
    );
    expect(one).toContain('<note category="field" appliesTo="source">Body</note>');
    expect(one).toMatch(
      /<source xml:space="preserve">Read <pc id="1" type="fmt" canDelete="no" subType="xlf:b"[^>]*>our report<\/pc> and <pc id="2" type="link"[^>]*>the plan<\/pc>\.<\/source>/,
    );
    expect(one).toContain('<data id="2s">&lt;a href=&quot;/about&quot;&gt;</data>');
    expect((await call('GET', '/api/admin/translations/en/xliff')).status).toBe(404);
    expect((await call('GET', '/api/admin/translations/fr/xliff?scope=some')).status).toBe(400);
  });
});

describe('XLIFF 2.0 import', () => {
  it('refuses a broken unit, an unknown id and invalid XML with a 422 naming where, writing nothing', async () => {
    const before = await article();
    const file = await exported(`scope=missing&item=articles.${articleId}`);
    const headline = translate(
      translate(file, `articles.${articleId}.headline`, ['Des budgets ouverts']),
      `articles.${articleId}.excerpt`,
      ['Comment un État publie son budget.'],
    );

    // A code the English does not have, and the link left out.
    const broken = translate(headline, `articles.${articleId}.body`, [
      'Lisez <pc id="1">notre rapport</pc> et <pc id="7">le plan</pc>.',
    ]);
    const brokenAnswer = await imported(broken);
    expect(brokenAnswer.status).toBe(422);
    const brokenError = await errorOf(brokenAnswer);
    expect(brokenError.code).toBe('validation_failed');
    expect(brokenError.message).toContain(`articles.${articleId}.body`);
    expect(brokenError.fields?.[`articles.${articleId}.body`]).toMatch(
      /^line \d+: the code <pc id="7"> is not in the English text; segment 1 leaves out the code <pc id="2"> \(the link to \/about\)/,
    );

    const unknown = headline.replace(
      `<unit id="articles.${articleId}.headline"`,
      '<unit id="articles.999999.headline"',
    );
    const unknownError = await errorOf(await imported(unknown));
    expect(unknownError.fields?.['articles.999999.headline']).toMatch(
      /^line \d+: there is no article 999999/,
    );

    const invalid = await imported(headline.replace('</xliff>', ''));
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).fields?.file).toMatch(/^line \d+: /);

    const notXliff = await imported(
      headline.replace('<segment id="s1"', '<segment id="s1" state="done"'),
    );
    expect(notXliff.status).toBe(422);
    expect((await errorOf(notXliff)).message).toContain('not a valid XLIFF 2.0 file');

    const after = await article();
    expect(after.version).toBe(before.version);
    expect(after.document.translations).toEqual(before.document.translations);
  });

  it('applies a translation with its bold and link, reports what is unchanged, and history shows the import', async () => {
    const file = await exported(`scope=missing&item=articles.${articleId}`);
    const headlineOnly = translate(file, `articles.${articleId}.headline`, ['Des budgets ouverts']);
    // An article's translation is whole or absent (its declaration says so).
    expect(
      (await errorOf(await imported(headlineOnly))).fields?.[`articles.${articleId}.headline`],
    ).toMatch(
      /^line \d+: article translations are complete or absent; translate Excerpt, Body too$/,
    );
    const translated = translate(
      translate(headlineOnly, `articles.${articleId}.excerpt`, [
        'Comment un État publie son budget.',
      ]),
      `articles.${articleId}.body`,
      ['Lisez <pc id="1">notre rapport</pc> et <pc id="2">le plan</pc>.'],
    );
    const answer = await imported(translated);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ applied: 3, unchanged: 0, outOfDate: [] });
    const fr = (await article()).document.translations.fr as Record<string, unknown>;
    expect(fr.headline).toBe('Des budgets ouverts');
    expect(fr.body).toEqual(
      body(
        text('Lisez '),
        text('notre rapport', bold),
        text(' et '),
        text('le plan', link),
        text('.'),
      ),
    );
    const revisions = (await (
      await call('GET', `/api/admin/articles/${articleId}/revisions`)
    ).json()) as { changes: string[]; by: string | null }[];
    expect(revisions[0]!.changes).toContain('Imported the French translation from an XLIFF file');
    expect(revisions[0]!.by).toBe(ADMIN_ENV.ADMIN_EMAIL);

    // The same file again changes nothing; the export now carries the translation as targets.
    expect(await (await imported(translated)).json()).toEqual({
      applied: 0,
      unchanged: 3,
      outOfDate: [],
    });
    const again = await exported(`scope=all&item=articles.${articleId}`);
    await validates(again);
    expect(again).toMatch(
      /<target xml:space="preserve">Lisez <pc id="1"[^>]*>notre rapport<\/pc> et <pc id="2"[^>]*>le plan<\/pc>\.<\/target>/,
    );
  });

  it('reports a unit whose English changed since the export as out of date and does not apply it', async () => {
    const file = await exported(`scope=all&item=articles.${articleId}`);
    const current = await article();
    const saved = await call(
      'PUT',
      `/api/admin/articles/${articleId}`,
      JSON.stringify({
        version: current.version,
        document: { ...current.document, headline: 'Budgets in the open, county by county' },
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const edited = translate(
      translate(file, `articles.${articleId}.headline`, ['Budgets ouverts, comté par comté']),
      `articles.${articleId}.excerpt`,
      ['Comment un État rend public son budget.'],
    );
    const answer = await imported(edited);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({
      applied: 1,
      unchanged: 1,
      outOfDate: [`articles.${articleId}.headline`],
    });
    const fr = (await article()).document.translations.fr as Record<string, unknown>;
    expect(fr.headline).toBe('Des budgets ouverts');
    expect(fr.excerpt).toBe('Comment un État rend public son budget.');
  });

  it.skipIf(!siteBuilt)('exports and imports the interface texts the same way', async () => {
    const file = await exported('scope=all');
    expect(file).toContain('<unit id="interface.storyGrid.readMore"');
    const translated = translate(file, 'interface.storyGrid.readMore', ['Lire tout le récit']);
    const only = translated.slice(translated.indexOf('<unit id="interface.storyGrid.readMore"'));
    const head = translated.slice(0, translated.indexOf('<file id="content"'));
    const single = `${head}<file id="interface"><unit ${only.slice(6, only.indexOf('</unit>'))}</unit></file></xliff>`;
    const answer = await imported(single);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1, unchanged: 0, outOfDate: [] });
    const texts = (await (await call('GET', '/api/interface-texts?lang=fr')).json()) as {
      texts: Record<string, string>;
    };
    expect(texts.texts['storyGrid.readMore']).toBe('Lire tout le récit');
    const bad = translate(single, 'interface.storyGrid.readMore', ['<pc id="1">Lire</pc>']);
    expect((await errorOf(await imported(bad))).fields?.['interface.storyGrid.readMore']).toMatch(
      /^line \d+: the code <pc id="1"> is not in the English text/,
    );
  });
});
