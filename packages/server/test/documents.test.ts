import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import {
  DOCUMENT_MAX_BYTES,
  type AdminDocument,
  type RichTextDocument,
  type StoryDocumentInput,
} from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '../src/backup/backup.js';
import { parseConfig } from '../src/config.js';
import { createDb } from '../src/db/knex.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { removeUnfinishedDocuments } from '../src/services/documents.js';
import { UNFINISHED_UPLOAD_MS } from '../src/services/uploads.js';
import { createStorage } from '../src/storage/index.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

/**
 * The document library: each allowed type recognised from real bytes made here (a PDF, zip
 * containers for OOXML and OpenDocument, OLE2 compound files, CSV), anything else refused with a
 * 422 naming the allowed types; served with its type, a safe file name, nosniff and a policy that
 * runs nothing; where it is used, a 409 while it is; a story's consent end takes it away from the
 * public; a backup carries it. Against the local disk and S3 (s3rver), on SQLite or Postgres.
 */

/** A zip file of `entries` (stored, or deflated when asked), as office suites write them. */
function zip(entries: { name: string; data: string | Buffer; deflate?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ooxml = (part: string, mainType: string) =>
  zip([
    {
      name: '[Content_Types].xml',
      deflate: true,
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
    },
    { name: part, deflate: true, data: '<?xml version="1.0"?><root/>' },
  ]);

const odf = (mimetype: string) =>
  zip([
    { name: 'mimetype', data: mimetype },
    { name: 'content.xml', deflate: true, data: '<?xml version="1.0"?><office:document/>' },
  ]);

/** An OLE2 compound file whose directory holds a root entry and one stream named `stream`. */
function ole2(stream: string): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(3, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32);
  const entry = (at: number, name: string, type: number) => {
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 64);
    file[at + 66] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(512 + 128, stream, 2);
  return file;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** One file of each type the library takes, made from its real structure. */
const ALLOWED: [string, string, Buffer, string][] = [
  ['pdf', 'Annual report 2025.pdf', PDF, 'application/pdf'],
  [
    'docx',
    'Job description.docx',
    ooxml(
      'word/document.xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['doc', 'Old form.doc', ole2('WordDocument'), 'application/msword'],
  [
    'xlsx',
    'Budget.xlsx',
    ooxml(
      'xl/workbook.xml',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    ),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  ['xls', 'Old budget.xls', ole2('Workbook'), 'application/vnd.ms-excel'],
  [
    'pptx',
    'Slides.pptx',
    ooxml(
      'ppt/presentation.xml',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  ['ppt', 'Old slides.ppt', ole2('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
  [
    'odt',
    'Letter.odt',
    odf('application/vnd.oasis.opendocument.text'),
    'application/vnd.oasis.opendocument.text',
  ],
  [
    'ods',
    'Sheet.ods',
    odf('application/vnd.oasis.opendocument.spreadsheet'),
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
  [
    'odp',
    'Deck.odp',
    odf('application/vnd.oasis.opendocument.presentation'),
    'application/vnd.oasis.opendocument.presentation',
  ],
  ['csv', 'Figures.csv', Buffer.from('name,amount\nLagos,12\nAbuja,"1,5"\n'), 'text/csv'],
];

/** Files that must never be taken, whatever they are called or declared as. */
const REFUSED: [string, string, Buffer, string][] = [
  [
    'HTML',
    'report.pdf',
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    'application/pdf',
  ],
  [
    'SVG',
    'chart.csv',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'text/csv',
  ],
  ['a renamed shell script', 'data.csv', Buffer.from('#!/bin/sh\nrm -rf ~\n'), 'text/csv'],
  [
    'a renamed JavaScript file',
    'report.pdf',
    Buffer.from('alert(document.cookie)'),
    'application/pdf',
  ],
  [
    'a macro-enabled Word file',
    'Letter.docx',
    ooxml('word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['plain text that is not a CSV', 'notes.txt', Buffer.from('Hello'), 'text/plain'],
  [
    'an image',
    'photo.pdf',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    'image/png',
  ],
];

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['local', 's3'] as const)('the document library with %s storage', (driver) => {
  let server: TestServer;
  let cookie: string;
  let clock = Date.parse('2026-04-01T10:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, ...(driver === 's3' ? s3.env : {}) },
      now: () => new Date(clock),
    });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (data: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return fetch(`${server.url}/api/admin/documents`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
  };
  const uploaded = async (data: Buffer, name: string, type: string): Promise<AdminDocument> => {
    const response = await upload(data, name, type);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as AdminDocument;
  };
  const admin = (method: string, path: string, json?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { Cookie: cookie, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
  const ok = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const response = await admin(method, path, json);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  const sha = (data: Buffer | ArrayBuffer) =>
    createHash('sha256')
      .update(Buffer.from(data as ArrayBuffer))
      .digest('hex');

  it.each(ALLOWED)(
    'takes a %s file, decided by its bytes, and serves it',
    async (format, name, data, type) => {
      // Declared as anything: the bytes decide.
      const document = await uploaded(data, name, 'application/octet-stream');
      expect(document).toMatchObject({ format, byteSize: data.length, lang: 'en', usage: [] });
      expect(document.url).toMatch(
        new RegExp(`^/documents/\\d{4}/\\d\\d/[0-9a-f]{32}\\.${format}$`),
      );
      const served = await fetch(`${server.url}${document.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const disposition = served.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(format === 'pdf' ? /^inline;/ : /^attachment;/);
      expect(disposition).toContain(`filename="${name}"`);
      expect(sha(await served.arrayBuffer())).toBe(sha(data));
    },
  );

  it.each(REFUSED)(
    'refuses %s with a 422 naming the allowed types',
    async (_what, name, data, type) => {
      const before = ((await ok<AdminDocument[]>('GET', '/api/admin/documents')) ?? []).length;
      const response = await upload(data, name, type);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.file).toMatch(/Only PDF, Word .* and CSV files can be uploaded/);
      expect((await ok<AdminDocument[]>('GET', '/api/admin/documents')).length).toBe(before);
    },
  );

  it('refuses a document over 25 MB with a 413, and takes one just under', async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF.copy(big);
    const refused = await upload(big, 'Huge.pdf', 'application/pdf');
    expect(refused.status).toBe(413);
    expect((await errorOf(refused)).message).toMatch(/at most 25 MB/);
    const largest = await uploaded(
      big.subarray(0, DOCUMENT_MAX_BYTES),
      'Large.pdf',
      'application/pdf',
    );
    expect(largest.byteSize).toBe(DOCUMENT_MAX_BYTES);
  });

  it('names a download safely, with the real extension and an RFC 5987 name', async () => {
    const document = await uploaded(PDF, 'Rapport annuel "été"; 2025.exe', 'application/pdf');
    const served = await fetch(`${server.url}${document.url}`);
    const disposition = served.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; filename="Rapport annuel _ete_; 2025\.pdf"; /);
    expect(disposition).toContain(
      "filename*=UTF-8''Rapport%20annuel%20%22%C3%A9t%C3%A9%22%3B%202025.pdf",
    );
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps title, language and description as staff write them (422 naming a wrong field)', async () => {
    const document = await uploaded(PDF, 'annual-report_2025.pdf', 'application/pdf');
    expect(document.title).toBe('annual report 2025');
    const changed = await ok<AdminDocument>('PATCH', `/api/admin/documents/${document.id}`, {
      title: 'Rapport annuel 2025',
      lang: 'fr',
      description: 'Nos comptes et nos programmes.',
    });
    expect(changed).toMatchObject({ title: 'Rapport annuel 2025', lang: 'fr' });
    const listed = await ok<AdminDocument[]>('GET', '/api/admin/documents?q=rapport');
    expect(listed.map((item) => item.id)).toContain(document.id);
    const wrong = await admin('PATCH', `/api/admin/documents/${document.id}`, {
      lang: 'xx',
      title: '',
    });
    expect(wrong.status).toBe(422);
    const error = await errorOf(wrong);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['lang', 'title']);
  });

  const linking = (
    title: string,
    href: string,
    consentEndsAt: string | null,
  ): StoryDocumentInput => {
    const narrative: RichTextDocument = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read ' },
            { type: 'text', text: 'the report', marks: [{ type: 'link', attrs: { href } }] },
          ],
        },
      ],
    };
    return {
      title,
      category: 'Health',
      summary: 'A summary.',
      impact: '1,000 people',
      year: 2025,
      narrative,
      gallery: [],
      consentEndsAt,
      translations: {},
    };
  };

  it('says where a document is used and refuses to delete it while it is (409)', async () => {
    const document = await uploaded(PDF, 'Used.pdf', 'application/pdf');
    const story = await ok<{ id: number; version: number }>('POST', '/api/admin/stories', {
      document: linking('Clinics that stay open', document.url, null),
    });
    const [listed] = (await ok<AdminDocument[]>('GET', '/api/admin/documents?q=Used')).filter(
      (item) => item.id === document.id,
    );
    expect(listed?.usage).toEqual([
      expect.objectContaining({ kind: 'stories', id: story.id, title: 'Clinics that stay open' }),
    ]);
    const refused = await admin('DELETE', `/api/admin/documents/${document.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/Clinics that stay open/);
    expect(
      (await fetch(`${server.url}${document.url}`, { headers: { Cookie: cookie } })).status,
    ).toBe(200);

    // Unlinked, it may go; its address answers 404 after.
    await ok('PUT', `/api/admin/stories/${story.id}`, {
      version: story.version,
      document: { ...linking('Clinics that stay open', '/contact', null) },
    });
    await ok('DELETE', `/api/admin/documents/${document.id}`);
    expect((await fetch(`${server.url}${document.url}`)).status).toBe(404);
  });

  it('refuses a link to a document that is not in the library (422 naming the field)', async () => {
    const response = await admin('POST', '/api/admin/stories', {
      document: linking(
        'Missing report',
        '/documents/2026/01/0123456789abcdef0123456789abcdef.pdf',
        null,
      ),
    });
    expect(response.status).toBe(422);
    expect(Object.values((await errorOf(response)).fields ?? {}).join(' ')).toMatch(
      /not in the document library/,
    );
  });

  it('is a 404 to the public once the only story using it has its consent ended', async () => {
    const document = await uploaded(PDF, 'Consent.pdf', 'application/pdf');
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const draft = await ok<{ id: number; version: number }>('POST', '/api/admin/stories', {
      document: linking('Consent story', document.url, ends),
    });
    // Only a draft uses it: not public yet.
    expect((await fetch(`${server.url}${document.url}`)).status).toBe(404);
    await ok('POST', `/api/admin/stories/${draft.id}/publish`, { version: draft.version });
    expect((await fetch(`${server.url}${document.url}`)).status).toBe(200);
    clock += 2 * 60 * 60 * 1000;
    try {
      expect((await fetch(`${server.url}${document.url}`)).status).toBe(404);
      const staff = await fetch(`${server.url}${document.url}`, { headers: { Cookie: cookie } });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
      const [listed] = (await ok<AdminDocument[]>('GET', '/api/admin/documents?q=Consent')).filter(
        (item) => item.id === document.id,
      );
      expect(listed?.usage[0]?.consentEnded).toBe(true);
    } finally {
      clock -= 2 * 60 * 60 * 1000;
    }
  });

  it('is found by site search by its title, in every language, while public', async () => {
    const document = await uploaded(PDF, 'zebra.pdf', 'application/pdf');
    await ok('PATCH', `/api/admin/documents/${document.id}`, {
      title: `Quarterly zebra crossings report ${driver}`,
    });
    const found = async (lang: string) =>
      (
        (await (
          await fetch(`${server.url}/api/search?q=zebra%20${driver}&lang=${lang}`)
        ).json()) as { items: { type: string; path: string; title: string }[] }
      ).items;
    for (const lang of ['en', 'fr', 'ar']) {
      expect(await found(lang)).toEqual([
        expect.objectContaining({
          type: 'document',
          path: document.url,
          title: `Quarterly zebra crossings report ${driver}`,
        }),
      ]);
    }
    // Linked only from a draft: not public, not found.
    await ok('POST', '/api/admin/stories', {
      document: linking('Zebra draft', document.url, null),
    });
    expect(await found('en')).toEqual([]);
  });

  it('tells a page the title, type and size of the public documents it lists', async () => {
    const listed = await uploaded(ALLOWED[1]![2], 'Job description.docx', 'application/zip');
    const hidden = await uploaded(PDF, 'Hidden.pdf', 'application/pdf');
    await ok('POST', '/api/admin/stories', {
      document: linking('Hidden draft', hidden.url, null),
    });
    const asked = `url=${encodeURIComponent(hidden.url)}&url=${encodeURIComponent(listed.url)}`;
    const response = await fetch(`${server.url}/api/documents?${asked}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      items: [
        {
          url: listed.url,
          title: 'Job description',
          description: '',
          format: 'docx',
          byteSize: listed.byteSize,
          lang: 'en',
          fileName: 'Job description.docx',
        },
      ],
    });
    const wrong = await fetch(`${server.url}/api/documents?url=/media/x.png`);
    expect(wrong.status).toBe(400);
  });

  it('is used by a page that lists it in a documents block (409 naming the page)', async () => {
    const document = await uploaded(PDF, 'Annual report.pdf', 'application/pdf');
    const listed = async () =>
      (
        (await (
          await fetch(`${server.url}/api/documents?url=${encodeURIComponent(document.url)}`)
        ).json()) as { items: { url: string }[] }
      ).items;
    const slug = `reports-${driver}`;
    const block = (urls: string[]) => ({
      type: 'documents',
      id: 'docs1',
      heading: 'Reports',
      documents: urls,
    });
    const page = await ok<{ id: number; version: number }>('POST', '/api/admin/pages', {
      document: { title: `Annual reports ${driver}`, slug, body: [block([document.url])] },
    });
    // Only a draft page lists it: not public yet.
    expect(await listed()).toEqual([]);
    const published = await ok<{ version: number }>('POST', `/api/admin/pages/${page.id}/publish`, {
      version: page.version,
    });
    expect(await listed()).toEqual([expect.objectContaining({ url: document.url })]);
    const read = (await (
      await fetch(`${server.url}/api/content/pages/${slug}?lang=fr`)
    ).json()) as {
      body: Record<string, unknown>[];
    };
    expect(read.body[0]).toMatchObject({ type: 'documents', documents: [document.url] });

    const [used] = (await ok<AdminDocument[]>('GET', '/api/admin/documents?q=Annual')).filter(
      (item) => item.id === document.id,
    );
    expect(used?.usage).toEqual([
      expect.objectContaining({ kind: 'pages', id: page.id, title: `Annual reports ${driver}` }),
    ]);
    const refused = await admin('DELETE', `/api/admin/documents/${document.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(`Annual reports ${driver}`);

    // A document not in the library, or listed twice, is refused.
    for (const urls of [
      ['/documents/2026/01/0123456789abcdef0123456789abcdef.pdf'],
      [document.url, document.url],
      ['/media/x.png'],
    ]) {
      const wrong = await admin('PUT', `/api/admin/pages/${page.id}`, {
        version: published.version,
        document: { title: 'Annual reports', slug, body: [block(urls)] },
      });
      expect(wrong.status, JSON.stringify(urls)).toBe(422);
    }

    // Taken off the page, it may go.
    await ok('PUT', `/api/admin/pages/${page.id}`, {
      version: published.version,
      document: { title: 'Annual reports', slug, body: [] },
    });
    await ok('DELETE', `/api/admin/documents/${document.id}`);
  });

  it('is in a backup, and back after a restore', async () => {
    const data = Buffer.from('name,amount\nBackup,1\n');
    const document = await uploaded(data, 'Backup.csv', 'text/csv');
    const folder = await mkdtemp(join(tmpdir(), 'ia-documents-backup-'));
    try {
      const file = join(folder, 'site.backup');
      const summary = await writeBackup({ db: server.db, storage: server.storage.originals, file });
      expect(summary.missingMedia).toEqual([]);
      const config = parseConfig({ DATA_DIR: join(folder, 'restored'), DATABASE_URL: '' });
      const db = createDb(config.database);
      const storage = createStorage(config);
      try {
        await restoreBackup({ db, storage: storage.originals, file });
        const row = (await db('documents').where('id', document.id).first()) as { path: string };
        expect(`/${row.path}`).toBe(document.url);
        const stored = await storage.originals.get(row.path);
        expect(stored).toBeDefined();
        const chunks: Buffer[] = [];
        for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
        expect(sha(Buffer.concat(chunks))).toBe(sha(data));
      } finally {
        await db.destroy();
        storage.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('removes at start a document a stopped process recorded but never finished storing', async () => {
    const documents = createRepositories(server.db).documents;
    const record = async (path: string, at: number) => {
      const id = await documents.insert({
        path,
        format: 'pdf',
        contentType: 'application/pdf',
        byteSize: PDF.length,
        fileName: 'Cut.pdf',
        title: 'Cut',
        lang: 'en',
        description: '',
        createdAt: new Date(at).toISOString(),
      });
      await server.storage.originals.put(path, PDF, {
        contentType: 'application/pdf',
        size: PDF.length,
      });
      return id;
    };
    const old = await record(
      'documents/2026/01/00000000000000000000000000000001.pdf',
      clock - 2 * UNFINISHED_UPLOAD_MS,
    );
    const recent = await record('documents/2026/01/00000000000000000000000000000002.pdf', clock);
    // Neither is listed nor served while unfinished.
    const listed = await ok<AdminDocument[]>('GET', '/api/admin/documents?q=Cut');
    expect(listed.map((item) => item.id)).not.toContain(old);
    expect(
      (await fetch(`${server.url}/documents/2026/01/00000000000000000000000000000001.pdf`)).status,
    ).toBe(404);
    expect(
      await removeUnfinishedDocuments({
        documents,
        storage: server.storage.originals,
        now: new Date(clock),
      }),
    ).toBe(1);
    expect(
      await server.storage.originals.exists(
        'documents/2026/01/00000000000000000000000000000001.pdf',
      ),
    ).toBe(false);
    expect(
      await server.storage.originals.exists(
        'documents/2026/01/00000000000000000000000000000002.pdf',
      ),
    ).toBe(true);
    await documents.deleteById(recent);
    await server.storage.originals.delete('documents/2026/01/00000000000000000000000000000002.pdf');
  });

  it('is for signed-in staff only', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), 'x.pdf');
    expect(
      (await fetch(`${server.url}/api/admin/documents`, { method: 'POST', body: form })).status,
    ).toBe(401);
    expect((await fetch(`${server.url}/api/admin/documents`)).status).toBe(401);
  });
});
