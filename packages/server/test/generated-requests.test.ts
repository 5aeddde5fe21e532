import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ERROR_CODES, IMAGE_WIDTHS, LANGUAGE_CODES } from '@ia/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpload } from '../src/services/signed-upload.js';
import {
  ADMIN_EMAIL,
  ADMIN_ENV,
  ADMIN_PASSWORD,
  animatedGif,
  makeImage,
  pngBomb,
  signIn,
  storedKeys,
  tempFiles,
} from './admin-helpers.js';
import { rawRequest, startTestServer, type RawAnswer, type TestServer } from './helpers.js';

/**
 * Generated requests (fast-check) over every endpoint, answered by a real server on a socket:
 * public reads with odd query strings, contact messages, sign-in, the admin API and publishing,
 * uploads and signed PUTs, media, oEmbed, sitemap, feeds and pages; with and without a session,
 * with made-up methods, lying Content-Type / Content-Encoding / Content-Length, JSON and
 * non-JSON bodies, huge and odd Unicode (NUL bytes included, in paths, queries and bodies), and
 * hostile Host, X-Forwarded-Host, X-Forwarded-Proto, X-Forwarded-For and Forwarded headers (the
 * server trusts one proxy, so it reads them). The run fails on any 5xx, on an error answer of the API
 * not in the contract's shape (`{"error": {"code", "message", "fields?"}}`, the code of its
 * status), on a request left without an answer, and on anything a refused request stored
 * (every table and the media store are compared batch by batch, each change put down to the
 * requests that may have made it).
 *
 * The seed is fixed so a failure comes back on the next run: FUZZ_SEED picks another one,
 * FUZZ_REQUESTS another number of requests (FUZZ_SEED=1234 FUZZ_REQUESTS=50000 npx vitest run
 * --project api packages/server/test/generated-requests.test.ts), and FUZZ_PATH, as a failure
 * prints it, sends the failing batch alone.
 */
const SEED = Number(process.env.FUZZ_SEED || 20_250_601);
const REQUESTS = Number(process.env.FUZZ_REQUESTS || 10_000);
/** Requests sent at once, as a handful of browsers and scripts would. */
const CONCURRENCY = 16;
/** Requests between two looks at the database and the media store. */
const BATCH = 50;

/** The built site and embed, when `npm run build` made them (CI does before the tests). */
const siteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));
const embedDir = fileURLToPath(new URL('../../widgets/dist/embed', import.meta.url));
const siteBuilt = existsSync(`${siteDir}/server/render.js`);

let server: TestServer;
let cookie: string;
/** What the server logged at warn and error during the current batch. */
const logged: string[] = [];
const capture = (level: string) => (message: string, fields?: Record<string, unknown>) =>
  logged.push(`${level}: ${message} ${JSON.stringify(fields ?? {}).slice(0, 2000)}`);
/** What the generators draw real values from (slugs, ids, images), read once the server runs. */
let known: Known;
// Idle sockets are dropped after 2 s, before the server's keep-alive timeout (5 s) closes them:
// a request sent on a socket the server is closing at that moment would be cut (an HTTP/1.1
// race every client has, not the server's doing).
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY, timeout: 2000 });

interface Known {
  storySlugs: string[];
  articleSlugs: string[];
  categories: string[];
  mediaPaths: string[];
  stories: { id: number; version: number; document: unknown }[];
  articles: { id: number; version: number; document: unknown }[];
  messageIds: number[];
  pages: string[];
  images: Record<string, Buffer>;
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ...ADMIN_ENV,
      ...(siteBuilt ? { SITE_DIR: siteDir, EMBED_DIR: embedDir } : {}),
      // Behind a proxy: X-Forwarded-Host, -Proto and -For are read (and generated hostile).
      TRUST_PROXY: '1',
    },
    logger: { debug: () => {}, info: () => {}, warn: capture('warn'), error: capture('error') },
    // Limits far above what the run sends, so the handlers behind them do the work (a 429
    // answers before the body is even looked at).
    rateLimits: {
      contact: { limit: 1_000_000, windowMs: 60_000 },
      signInPerAddress: { limit: 1_000_000, windowMs: 60_000 },
      signInPerEmail: { limit: 1_000_000, windowMs: 60_000 },
    },
  });
  cookie = await signIn(server);
  known = await readKnown();
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await server?.close();
});

async function readKnown(): Promise<Known> {
  const json = async (path: string) => {
    const answer = await rawRequest(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(answer.status, path).toBe(200);
    return JSON.parse(answer.text) as unknown;
  };
  const stories = (await json('/api/success-stories?pageSize=100')) as {
    slug: string;
    category: string;
  }[];
  const articles = (await json('/api/articles?pageSize=100')) as {
    slug: string;
    category: string;
  }[];
  const records = async (kind: string) => {
    const items = (await json(`/api/admin/${kind}`)) as { id: number }[];
    return Promise.all(
      items.slice(0, 4).map(async ({ id }) => {
        const record = (await json(`/api/admin/${kind}/${id}`)) as {
          version: number;
          document: unknown;
        };
        return { id, version: record.version, document: record.document };
      }),
    );
  };
  const media = (await server.db('images').select('path')) as { path: string }[];
  for (let i = 0; i < 3; i++) {
    const sent = await rawRequest(`${server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Amina Bello',
        email: 'amina@example.org',
        message: `A first question, number ${i}.`,
      }),
    });
    expect(sent.status).toBe(201);
  }
  const messages = (await server.db('contact_messages').select('id')) as { id: number }[];
  let pages: string[] = [];
  if (siteBuilt) {
    const sitemap = await rawRequest(`${server.url}/sitemap.xml`);
    pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  }
  const png = await makeImage('png', 40, 30);
  return {
    storySlugs: stories.map((s) => s.slug),
    articleSlugs: articles.map((a) => a.slug),
    categories: [...new Set([...stories, ...articles].map((item) => item.category))],
    mediaPaths: media.map((m) => m.path),
    stories: await records('stories'),
    articles: await records('articles'),
    messageIds: messages.map((m) => m.id),
    pages: [...new Set(pages)],
    images: {
      png,
      jpeg: await makeImage('jpeg', 30, 20),
      gif: await makeImage('gif', 12, 12),
      webp: await makeImage('webp', 16, 16),
      truncated: png.subarray(0, Math.floor(png.length * 0.6)),
      bomb: pngBomb(30_000, 30_000),
      frames: animatedGif(8000, 8000, 2),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      polyglot: Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=1;alert(1);')]),
      html: Buffer.from('<!doctype html><script>alert(1)</script>'),
      empty: Buffer.alloc(0),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What a generated request is

type Framing =
  /** Content-Length as long as the body (node:http's own), or none. */
  | 'exact'
  /** Content-Length longer than the body, then the sending half closed: a body cut short. */
  | 'short'
  /** Content-Length shorter than the body: the rest reads as a next request. */
  | 'long'
  /** Transfer-Encoding: chunked. */
  | 'chunked'
  /** Transfer-Encoding: chunked and a Content-Length (a smuggling attempt). */
  | 'both';

interface Spec {
  method: string;
  /** Path and query as sent. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the admin's session cookie. */
  session: boolean;
  framing: Framing;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** `arbitrary`'s value in `percent` of the draws, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(null) }, { weight: percent, arbitrary });

/** Strings that have broken servers: control and invisible characters, lone surrogates, … */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u200B\u200B\u200B',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE\uFFFF',
  '😀👩🏽‍💻🇳🇬',
  'e\u0301'.repeat(50),
  'ﷺ'.repeat(40),
  'مرحبا بالعالم',
  '\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '..%2f..%2fia.sqlite',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE contact_messages; --',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '99999999999',
  '2147483648',
  '9'.repeat(40),
  '0x10',
  ' 12 ',
  'true',
];

/** Lengths of the huge strings. */
const HUGE = [1_000, 30_000, 300_000, 2_000_000];

const oddString = fc.constantFrom(...ODD_STRINGS);
const hugeString = fc
  .tuple(fc.constantFrom(...HUGE), fc.constantFrom('x', 'é', '😀', '\u200B', 'ا'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));
const text = fc.oneof(
  { weight: 5, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: oddString },
  { weight: 1, arbitrary: hugeString },
);
const intLike = fc.oneof(
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.constantFrom('1', '2', '12', '100', '101', '10000', '10001', '1.5', '1e3', '01', '+1', ''),
  oddString,
);

/**
 * Percent-encoding that takes any string: a lone surrogate (which encodeURIComponent refuses)
 * becomes the bytes of one, which are not UTF-8.
 */
const encode = (value: string) =>
  value
    .split(/([\uD800-\uDFFF])/u)
    .map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** A path segment as sent: plain, percent-encoded, or with broken escapes. */
const segment = (values: fc.Arbitrary<string>) =>
  fc.oneof(
    // At most 300 characters: a path over Node's 16 KB of headers is tested on its own.
    { weight: 6, arbitrary: values.map((v) => encode(v.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..', '.') },
    { weight: 1, arbitrary: text.map((v) => encode(v.slice(0, 300))) },
  );

/** One query parameter: a known name or another one, any value, sometimes badly escaped. */
const queryPart = (names: string[], values: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: text }),
      fc.oneof({ weight: 4, arbitrary: values }, { weight: 2, arbitrary: text }),
      fc.nat(12),
    )
    .map(([name, value, how]) =>
      how === 0
        ? `${name.replace(/[&=#]/g, '')}=${value.slice(0, 50).replace(/[&#]/g, '')}`
            .replace(/[^\u0021-\u00ff]/g, '')
            .replace(/%(?![0-9a-fA-F]{2})/g, '%25')
        : how === 1
          ? `${encode(name)}=%${value.length % 2 ? 'zz' : 'E0%A4'}`
          : how === 2
            ? encode(name)
            : `${encode(name.slice(0, 200))}=${encode(value.slice(0, 1000))}`,
    );

const query = (names: string[], values: fc.Arbitrary<string>) =>
  fc
    .array(queryPart(names, values), { maxLength: 5 })
    .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));

const LIST_VALUES = fc.oneof(
  intLike,
  fc.constantFrom(
    ...LANGUAGE_CODES,
    'year-desc',
    'year-asc',
    'impact',
    'alphabetical',
    'newest',
    'oldest',
    'EN',
    'zz',
  ),
  text,
);

// ---------------------------------------------------------------------------------------------
// Bodies

type Body = { body?: Buffer; type?: string; encoding?: string };

const json = (value: unknown, type = 'application/json'): Body => ({
  body: Buffer.from(JSON.stringify(value) ?? 'null'),
  type,
});

/** A multipart body built by hand, so that names, types and framing can be anything. */
function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          part.type ? `Content-Type: ${part.type}\r\n` : ''
        }\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/webp',
  'IMAGE/PNG; charset=binary',
  'image/svg+xml',
  'text/html',
  'application/octet-stream',
  '',
];

/** File names that lie or try to leave their folder. */
const FILE_NAMES = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'photo.png.php',
    'photo.php.png',
    '../../../etc/passwd',
    '..\\..\\ia.sqlite',
    '/etc/passwd',
    'a\u0000.png',
    '.htaccess',
    'x'.repeat(600) + '.png',
    'café 😀.jpg',
    '',
    'con.png',
  ),
  text.map((t) => t.slice(0, 300).replace(/["\r\n]/g, '')),
);

const imageData = () =>
  fc.constantFrom(...Object.keys(known.images)).map((name) => known.images[name]!);

const randomBytes = fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a));

const anyBody = (): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({}) },
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json(v)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((s) => ({ body: Buffer.from(s) })) },
    { weight: 1, arbitrary: randomBytes.map((body) => ({ body })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"x":1}}', 'null', '1', '"x"', '\uFEFF{}')
        .map((s) => ({ body: Buffer.from(s), type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...HUGE).map((n) => ({
        body: Buffer.alloc(n, 'a'),
        type: 'application/json',
      })),
    },
    {
      weight: 1,
      // A small body that inflates to 20 MB.
      arbitrary: fc.constant({
        body: gzipSync(Buffer.alloc(20_000_000, ' ')),
        type: 'application/json',
        encoding: 'gzip',
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(imageData(), fc.constantFrom(...IMAGE_TYPES), FILE_NAMES)
        .map(([data, type, filename]) => ({
          body: multipart([{ name: 'image', filename, type, data }], 'b0undary'),
          type: 'multipart/form-data; boundary=b0undary',
        })),
    },
  );

const contactBody = (): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record(
          {
            name: fc.oneof(fc.constant('Amina Bello'), text),
            email: fc.oneof(
              fc.constant('amina@example.org'),
              fc.emailAddress(),
              text,
              fc.constantFrom('a@b', '@example.org', 'a@@example.org', 'a b@example.org'),
            ),
            message: fc.oneof(fc.constant('A real question about the programme.'), text),
            website: fc.oneof(fc.constant(''), text, fc.jsonValue({ maxDepth: 1 })),
            extra: fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: [] },
        )
        .map((v) => json(v)),
    },
    { weight: 2, arbitrary: anyBody() },
  );

const loginBody = (): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record(
          {
            email: fc.oneof(
              fc.constant(ADMIN_EMAIL),
              fc.constant(ADMIN_EMAIL.toUpperCase()),
              fc.emailAddress(),
              text,
            ),
            password: fc.oneof(fc.constant(ADMIN_PASSWORD), text, fc.jsonValue({ maxDepth: 1 })),
          },
          { requiredKeys: [] },
        )
        .map((v) => json(v)),
    },
    { weight: 1, arbitrary: anyBody() },
  );

/** A real story or article document with one field changed to something odd. */
const documentBody = (kind: 'stories' | 'articles', wrapped: boolean): fc.Arbitrary<Body> => {
  const records = known[kind];
  return fc
    .tuple(
      fc.constantFrom(...records),
      sometimes(fc.string({ maxLength: 20 }), 60),
      fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
      fc.oneof(fc.constant<number | undefined>(undefined), fc.integer({ min: -1, max: 5 })),
    )
    .map(([record, field, value, version]) => {
      const document = structuredClone(record.document) as Record<string, unknown>;
      if (field !== null) {
        const fields = Object.keys(document);
        const name = fields[field.length % fields.length] ?? field;
        document[field.length % 3 === 0 ? field : name] = value;
      }
      return json(wrapped ? { version: version ?? record.version, document } : { document });
    });
};

const versionBody = (): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.integer({ min: -2, max: 6 }).map((version) => json({ version })),
    anyBody(),
  );

// ---------------------------------------------------------------------------------------------
// The endpoints (src/routes/*.ts, src/site/*.ts), each with the requests it is meant for

type Base = { method: string; path: string; body?: Body; session?: boolean };

const slugOf = (values: string[]) =>
  segment(
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: text }),
  );
const idOf = (values: number[]) =>
  segment(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('1', ...values.map(String)) },
      { weight: 2, arbitrary: intLike },
    ),
  );

/** A signed upload address: real or expired, signed or tampered, for any type and size. */
const signedPut = (): fc.Arbitrary<Base> =>
  fc
    .record({
      format: fc.constantFrom('png', 'jpg', 'gif', 'webp'),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
      expiresIn: fc.constantFrom(900, 60, -60, -86_400),
      size: fc.constantFrom(1, 100, 2_000, 100_000, 10_485_760, 99_999_999),
      tamper: fc.constantFrom('none', 'none', 'none', 'signature', 'size', 'type', 'drop'),
      body: fc.oneof(imageData(), randomBytes),
      name: fc.uint8Array({ minLength: 16, maxLength: 16 }),
      key: sometimes(segment(text), 10),
    })
    .map(({ format, type, expiresIn, size, tamper, body, name, key }) => {
      const grant = {
        key: `${Buffer.from(name).toString('hex')}.${format}`,
        expires: Math.floor(Date.now() / 1000) + expiresIn,
        type,
        maxSize: size,
      };
      const signature = signUpload(grant, ADMIN_ENV.SESSION_SECRET);
      const params = new URLSearchParams({
        expires: String(grant.expires),
        type: tamper === 'type' ? 'image/png' : type,
        size: String(tamper === 'size' ? size + 1 : size),
        signature: tamper === 'signature' ? `${signature.slice(0, -1)}A` : signature,
      });
      if (tamper === 'drop') params.delete('signature');
      return {
        method: 'PUT',
        path: `/api/objects/${key ?? grant.key}?${params}`,
        body: { body, type },
      };
    });

function endpoints(): fc.Arbitrary<Base> {
  const get = (path: fc.Arbitrary<string>): fc.Arbitrary<Base> =>
    path.map((p) => ({ method: 'GET', path: p }));
  const withBody = (
    method: string,
    path: fc.Arbitrary<string>,
    body: fc.Arbitrary<Body>,
  ): fc.Arbitrary<Base> => fc.tuple(path, body).map(([p, b]) => ({ method, path: p, body: b }));
  const kind = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('stories', 'articles') },
    { weight: 1, arbitrary: segment(text) },
  );
  const record = kind.chain((k) =>
    fc
      .tuple(
        idOf(
          (k === 'articles' ? known.articles : k === 'stories' ? known.stories : []).map(
            (r) => r.id,
          ),
        ),
      )
      .map(([id]) => ({ kind: k, id })),
  );
  const contentKind = fc.constantFrom<'stories' | 'articles'>('stories', 'articles');
  const pages = known.pages.length > 0 ? known.pages : ['/'];
  const weighted: { weight: number; arbitrary: fc.Arbitrary<Base> }[] = [
    // Public reads.
    {
      weight: 10,
      arbitrary: get(
        fc
          .tuple(
            fc.constantFrom('/api/success-stories', '/api/articles'),
            query(
              ['q', 'category', 'sort', 'page', 'pageSize', 'lang'],
              fc.oneof(LIST_VALUES, fc.constantFrom(...known.categories)),
            ),
          )
          .map(([p, q]) => p + q),
      ),
    },
    {
      weight: 6,
      arbitrary: get(
        fc
          .tuple(
            fc.constantFrom(
              ['/api/success-stories/', known.storySlugs] as const,
              ['/api/articles/', known.articleSlugs] as const,
            ),
            query(['lang'], LIST_VALUES),
          )
          .chain(([[prefix, slugs], q]) => slugOf(slugs).map((s) => `${prefix}${s}${q}`)),
      ),
    },
    {
      weight: 14,
      arbitrary: withBody('POST', fc.constant('/api/contact-messages'), contactBody()),
    },
    {
      weight: 2,
      arbitrary: get(fc.constantFrom('/healthz', '/readyz', '/api/auth/setup', '/api/auth/me')),
    },
    // Sign-in (each one costs a password hash: a few of them).
    { weight: 1, arbitrary: withBody('POST', fc.constant('/api/auth/login'), loginBody()) },
    { weight: 1, arbitrary: withBody('POST', fc.constant('/api/auth/logout'), anyBody()) },
    // Uploads.
    {
      weight: 6,
      arbitrary: fc
        .record({
          parts: fc.array(
            fc.record({
              name: fc.oneof(
                { weight: 5, arbitrary: fc.constant('image') },
                { weight: 1, arbitrary: fc.constantFrom('file', 'images', 'Image', 'image[]', '') },
              ),
              filename: fc.option(FILE_NAMES, { freq: 6 }),
              type: fc.constantFrom(...IMAGE_TYPES),
              data: fc.oneof(imageData(), randomBytes),
            }),
            { minLength: 0, maxLength: 4 },
          ),
          fields: fc.array(fc.tuple(text, text), { maxLength: 3 }),
          boundary: fc.constantFrom('b0undary', '----WebKitFormBoundary7MA4YWxk'),
          declared: fc.constantFrom('same', 'same', 'same', 'none', 'other', 'json'),
        })
        .map(({ parts, fields, boundary, declared }) => ({
          method: 'POST',
          path: '/api/images/upload',
          body: {
            body: multipart(
              [
                ...parts.map((p) => ({ ...p, filename: p.filename ?? undefined })),
                ...fields.map(([name, value]) => ({
                  name: name.replace(/["\r\n]/g, '').slice(0, 100),
                  data: Buffer.from(value.slice(0, 1000)),
                })),
              ],
              boundary,
            ),
            type:
              declared === 'same'
                ? `multipart/form-data; boundary=${boundary}`
                : declared === 'none'
                  ? 'multipart/form-data'
                  : declared === 'other'
                    ? 'multipart/form-data; boundary=other'
                    : 'application/json',
          },
          session: true,
        })),
    },
    {
      weight: 4,
      arbitrary: withBody(
        'POST',
        fc.constant('/api/objects/upload'),
        fc.oneof(
          fc
            .record(
              {
                fileName: fc.oneof(FILE_NAMES, fc.jsonValue({ maxDepth: 1 })),
                contentType: fc.oneof(fc.constantFrom(...IMAGE_TYPES), text),
                size: fc.oneof(
                  fc.integer({ min: -10, max: 20_000_000 }),
                  fc.double(),
                  fc.jsonValue({ maxDepth: 1 }),
                ),
              },
              { requiredKeys: [] },
            )
            .map((v) => json(v)),
          anyBody(),
        ),
      ).map((b) => ({ ...b, session: true })),
    },
    { weight: 6, arbitrary: signedPut() },
    {
      weight: 2,
      arbitrary: get(
        fc
          .tuple(
            segment(fc.oneof(text, fc.constant('0'.repeat(32) + '.png'))),
            query(['w'], intLike),
          )
          .map(([key, q]) => `/api/objects/${key}${q}`),
      ),
    },
    // Media.
    {
      weight: 5,
      arbitrary: get(
        fc
          .tuple(
            fc.oneof(
              { weight: 4, arbitrary: fc.constantFrom(...known.mediaPaths) },
              {
                weight: 2,
                arbitrary: fc
                  .array(segment(text), { minLength: 1, maxLength: 6 })
                  .map((s) => s.join('/')),
              },
              { weight: 1, arbitrary: fc.constantFrom('variants/w320/x.png', '../ia.sqlite') },
            ),
            query(['w'], fc.oneof(fc.constantFrom(...IMAGE_WIDTHS.map(String)), intLike)),
          )
          .map(([path, q]) => `/media/${path}${q}`),
      ),
    },
    // The admin inbox.
    {
      weight: 4,
      arbitrary: get(
        fc
          .tuple(
            fc.constantFrom(
              '/api/admin/contact-messages',
              '/api/admin/contact-messages/export.csv',
            ),
            query(
              ['status', 'page', 'pageSize'],
              fc.oneof(fc.constantFrom('inbox', 'unread', 'archived', 'all'), intLike),
            ),
          )
          .map(([p, q]) => p + q),
      ).map((b) => ({ ...b, session: true })),
    },
    {
      weight: 2,
      arbitrary: withBody(
        'PATCH',
        idOf(known.messageIds).map((id) => `/api/admin/contact-messages/${id}`),
        fc.oneof(
          fc
            .record(
              {
                read: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
                archived: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
                answered: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
                other: fc.boolean(),
              },
              { requiredKeys: [] },
            )
            .map((v) => json(v)),
          anyBody(),
        ),
      ).map((b) => ({ ...b, session: true })),
    },
    {
      weight: 1,
      arbitrary: withBody(
        'POST',
        fc.constant('/api/admin/contact-messages/read-all'),
        anyBody(),
      ).map((b) => ({ ...b, session: true })),
    },
    // Staff accounts, one's own account, the audit log and the outbox. (Bodies are drawn at
    // random: a valid invitation or role change is unlikely, and answered in the contract's
    // shape like any other.)
    {
      weight: 3,
      arbitrary: get(
        fc
          .tuple(
            fc.constantFrom(
              '/api/admin/users',
              '/api/admin/audit-log',
              '/api/admin/emails',
              '/api/admin/settings/security',
              '/api/auth/sessions',
            ),
            query(
              ['page', 'pageSize', 'status', 'event'],
              fc.oneof(fc.constantFrom('pending', 'failed', 'sign_in'), intLike),
            ),
          )
          .map(([p, q]) => p + q),
      ).map((b) => ({ ...b, session: true })),
    },
    {
      weight: 2,
      arbitrary: withBody(
        'POST',
        fc.constantFrom(
          '/api/auth/password-reset',
          '/api/auth/password-reset/confirm',
          '/api/auth/invitations/accept',
          '/api/auth/tokens/check',
          '/api/auth/login/two-factor',
          '/api/auth/setup',
        ),
        anyBody(),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            ['PATCH', '/api/admin/users/'],
            ['POST', '/api/admin/users/'],
            ['DELETE', '/api/admin/users/'],
            ['DELETE', '/api/auth/sessions/'],
            ['POST', '/api/admin/emails/'],
          ),
          idOf([]),
          fc.constantFrom('', '/invitation', '/two-factor', '/retry'),
          anyBody(),
        )
        .map(([[method, prefix], id, rest, body]) => ({
          method,
          path: `${prefix}${id}${rest}`,
          body,
          session: true,
        })),
    },
    {
      weight: 1,
      arbitrary: withBody(
        'POST',
        fc.constantFrom(
          '/api/admin/users',
          '/api/auth/password',
          '/api/auth/two-factor/setup',
          '/api/auth/two-factor/confirm',
          '/api/auth/two-factor/recovery-codes',
          '/api/auth/two-factor/disable',
        ),
        anyBody(),
      ).map((b) => ({ ...b, session: true })),
    },
    // Publishing.
    {
      weight: 4,
      arbitrary: get(
        fc.oneof(
          kind.map((k) => `/api/admin/${k}`),
          record.map(({ kind: k, id }) => `/api/admin/${k}/${id}`),
          record.map(({ kind: k, id }) => `/api/admin/${k}/${id}/revisions`),
          query(['days'], intLike).map((q) => `/api/admin/consents${q}`),
          fc.constant('/api/admin/images'),
          fc.constant('/api/admin/review'),
        ),
      ).map((b) => ({ ...b, session: true })),
    },
    {
      weight: 3,
      arbitrary: contentKind
        .chain((k) =>
          withBody(
            'POST',
            fc.constant(`/api/admin/${k}`),
            fc.oneof(documentBody(k, false), anyBody()),
          ),
        )
        .map((b) => ({ ...b, session: true })),
    },
    {
      weight: 3,
      arbitrary: contentKind
        .chain((k) =>
          fc.tuple(
            idOf(known[k].map((r) => r.id)),
            fc.oneof(documentBody(k, true), anyBody()),
            fc.constant(k),
          ),
        )
        .map(([id, body, k]) => ({
          method: 'PUT',
          path: `/api/admin/${k}/${id}`,
          body,
          session: true,
        })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          record,
          fc.constantFrom(
            'publish',
            'unpublish',
            'submit',
            'return',
            'revisions/1/restore',
            'revisions/99999999999/restore',
          ),
          versionBody(),
        )
        .map(([{ kind: k, id }, action, body]) => ({
          method: 'POST',
          path: `/api/admin/${k}/${id}/${action}`,
          body,
          session: true,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(record, query(['version'], intLike)).map(([{ kind: k, id }, q]) => ({
        method: 'DELETE',
        path: `/api/admin/${k}/${id}${q}`,
        session: true,
      })),
    },
    // The site: oEmbed, sitemap, robots, feeds, pages, files.
    {
      weight: 3,
      arbitrary: get(
        query(
          ['url', 'format', 'maxwidth', 'maxheight'],
          fc.oneof(
            fc.constantFrom(
              ...known.storySlugs.slice(0, 3).map((s) => `${server.url}/stories/${s}`),
              ...known.storySlugs.slice(0, 2).map((s) => `${server.url}/fr/stories/${s}`),
              'json',
              'xml',
              'http://evil.example/stories/x',
              'javascript:alert(1)',
            ),
            intLike,
          ),
        ).map((q) => `/oembed${q}`),
      ),
    },
    {
      weight: 2,
      arbitrary: get(
        fc
          .tuple(
            fc.constantFrom(
              '/sitemap.xml',
              '/robots.txt',
              '/feed.xml',
              ...LANGUAGE_CODES.map((l) => `/${l}/feed.xml`),
              '/zz/feed.xml',
              '/embed.js',
              '/favicon.svg',
              '/design/',
              '/assets/nothing.js',
            ),
            query(['x'], text),
          )
          .map(([p, q]) => p + q),
      ),
    },
  ];
  if (siteBuilt) {
    weighted.push({
      weight: 2,
      arbitrary: get(
        fc
          .tuple(
            fc.oneof(
              { weight: 4, arbitrary: fc.constantFrom(...pages) },
              {
                weight: 1,
                arbitrary: fc
                  .array(segment(text), { minLength: 1, maxLength: 3 })
                  .map((s) => `/${s.join('/')}`),
              },
            ),
            sometimes(query(['lang', 'q', 'page', 'category', 'sort'], LIST_VALUES), 30),
          )
          .map(([p, q]) => p + (q ?? '')),
      ),
    });
  }
  return fc.oneof(...weighted);
}

// ---------------------------------------------------------------------------------------------
// What is done to a request on top: method, headers, framing

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'PURGE',
  'SEARCH',
  'QUERY',
  'BREW',
  'FOO',
  'get',
];

const TOKEN = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,30}$/);
/** Header values Node may send: visible ASCII, spaces and tabs, Latin-1. */
const headerValue = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e\u00a0-\u00ff\t]{0,80}$/),
  fc.constantFrom(...ODD_STRINGS.filter((s) => /^[\x20-\x7e\u00a0-\u00ff\t]*$/.test(s))),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'Application/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=b0undary',
  'image/png',
  'application/octet-stream',
  ';;;',
  'x'.repeat(2000),
];

/** Host values that broke the server before (odd ports, brackets, spaces, `@`, lists). */
const HOSTILE_HOST = fc.oneof(
  fc.constantFrom(
    'evil.example',
    'a b',
    'evil.example:99999',
    '[::1',
    '[::1]:80',
    '[zz]:1',
    ':80',
    '@',
    'user@evil.example',
    'évil.example',
    'host:port',
    'a,b',
    '..',
    '/evil',
    'evil.example/path?x#y',
    '127.0.0.1:0',
    '%00',
  ),
  headerValue,
);

const extraHeaders = fc.record(
  {
    'Content-Type': fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue),
    'Content-Encoding': fc.constantFrom(
      'gzip',
      'deflate',
      'br',
      'identity',
      'gzip, br',
      'zstd',
      'x',
    ),
    'Accept-Encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'gzip, deflate, br',
      '*',
      'identity;q=0',
      'x',
    ),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'x/y;q=abc'),
    Origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', 'not a url'),
    'Sec-Fetch-Site': fc.constantFrom('cross-site', 'same-origin', 'none', 'same-site'),
    Referer: fc.constantFrom('https://evil.example/x', 'http://127.0.0.1/admin', '::'),
    Host: HOSTILE_HOST,
    'X-Forwarded-For': fc.oneof(
      fc.constantFrom(
        '1.2.3.4',
        'x',
        '1.1.1.1, 2.2.2.2',
        '',
        '::ffff:192.0.2.50',
        '[2001:db8::1]:443',
        'fe80::1%eth0',
        '999.1.1.1',
        ', ,',
      ),
      headerValue,
    ),
    'X-Forwarded-Proto': fc.constantFrom('https', 'gopher', 'HTTPS', 'ht tp', 'https, http', ','),
    'X-Forwarded-Host': HOSTILE_HOST,
    Forwarded: fc.oneof(
      fc.constantFrom(
        'for="[::1',
        'host=evil.example;proto=ftp',
        'for=unknown;host="a b"',
        '=;=;,,,',
        'for=192.0.2.60:99999',
      ),
      headerValue,
    ),
    'If-None-Match': fc.constantFrom('*', 'W/"abc"', '"x", W/"y"', ''),
    'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday'),
    Range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=-1', 'lines=1-2'),
    'X-Request-Id': headerValue,
    Cookie: fc.constantFrom('ia_session=x', 'ia_session=', 'ia_session=%', 'a=b; ia_session=1'),
  },
  { requiredKeys: [] },
);

const mutation = fc.record({
  method: sometimes(fc.constantFrom(...METHODS), 12),
  session: fc.oneof(
    { weight: 2, arbitrary: fc.constant<boolean | null>(null) },
    { weight: 1, arbitrary: fc.boolean() },
  ),
  headers: sometimes(extraHeaders, 30),
  custom: sometimes(fc.tuple(TOKEN, headerValue), 15),
  framing: fc.oneof(
    { weight: 20, arbitrary: fc.constant<Framing>('exact') },
    { weight: 1, arbitrary: fc.constantFrom<Framing>('short', 'long', 'chunked', 'both') },
  ),
  path: sometimes(
    fc.constantFrom('trailing-slash', 'double-slash', 'dot-segment', 'upper-case', 'encoded-slash'),
    8,
  ),
});

const requestSpec = (): fc.Arbitrary<Spec> =>
  fc.tuple(endpoints(), mutation).map(([base, m]) => {
    const headers: Record<string, string> = {};
    if (base.body?.type) headers['Content-Type'] = base.body.type;
    if (base.body?.encoding) headers['Content-Encoding'] = base.body.encoding;
    Object.assign(headers, m.headers ?? {});
    if (m.custom) headers[m.custom[0]] = m.custom[1];
    let path = base.path;
    if (m.path) {
      const [pathname, search = ''] = path.split(/\?(.*)/s);
      const changed =
        m.path === 'trailing-slash'
          ? `${pathname}/`
          : m.path === 'double-slash'
            ? pathname!.replace('/', '//')
            : m.path === 'dot-segment'
              ? `${pathname}/../x`
              : m.path === 'upper-case'
                ? pathname!.toUpperCase()
                : pathname!.replace(/(?<=.)\/(?=[^/]*$)/, '%2F');
      path = search ? `${changed}?${search}` : changed!;
    }
    return {
      method: m.method ?? base.method,
      path,
      headers,
      body: base.body?.body,
      session: m.session ?? base.session ?? false,
      framing: base.body?.body && base.body.body.length > 0 ? m.framing : 'exact',
    };
  });

// ---------------------------------------------------------------------------------------------
// Sending and judging

/** Paths whose every error answer is the contract's JSON (pages answer their own HTML). */
const contractPath = (pathname: string) =>
  /^\/(api|media)(\/|$)/.test(pathname) || /^\/(healthz|readyz|oembed)$/.test(pathname);

const CODE_OF_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  // A request Node could not read in time, or with headers too large (see createHttpServer).
  408: ERROR_CODES.badRequest,
  431: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  422: ERROR_CODES.validation,
  429: ERROR_CODES.tooManyRequests,
  // oEmbed's answer to a format it does not make (oEmbed 1.0, section 2.2): on purpose.
  501: ERROR_CODES.notImplemented,
};

/** What is wrong with an answer, or undefined. */
function judge(spec: Spec, answer: RawAnswer): string | undefined {
  if (answer.status >= 500 && answer.status !== 501) {
    return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  }
  if (answer.status < 400 || spec.method === 'HEAD') return undefined;
  const pathname = spec.path.split('?')[0]!;
  const type = String(answer.headers['content-type'] ?? '');
  if (!contractPath(pathname) && !type.startsWith('application/json')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `error ${answer.status} is not JSON (${type}): ${answer.text.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (
    !error ||
    typeof error.code !== 'string' ||
    typeof error.message !== 'string' ||
    error.message === '' ||
    Object.keys(body as object).length !== 1 ||
    Object.keys(error).some((key) => !['code', 'message', 'fields'].includes(key)) ||
    (error.fields !== undefined &&
      (typeof error.fields !== 'object' ||
        error.fields === null ||
        Object.values(error.fields).some((v) => typeof v !== 'string')))
  ) {
    return `error ${answer.status} not in the contract's shape: ${answer.text.slice(0, 300)}`;
  }
  const expected = CODE_OF_STATUS[answer.status];
  if (expected === undefined) return `unexpected status ${answer.status} (${error.code})`;
  if (error.code !== expected) return `${answer.status} with code ${error.code}, not ${expected}`;
  if (answer.status === 405 && !answer.headers.allow) return '405 without Allow';
  if (answer.status === 429 && !answer.headers['retry-after']) return '429 without Retry-After';
  if (answer.status === 422 && error.fields === undefined) return '422 without fields';
  return undefined;
}

async function send(spec: Spec): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.session) headers.Cookie = cookie;
  const body = spec.body;
  let halfClose = false;
  let ownSocket = false;
  if (body && spec.framing === 'short') {
    headers['Content-Length'] = String(body.length + 10);
    halfClose = ownSocket = true;
  } else if (body && spec.framing === 'long') {
    headers['Content-Length'] = String(Math.max(0, body.length - 3));
    headers.Connection = 'close';
    ownSocket = true;
  } else if (body && spec.framing === 'chunked') {
    headers['Transfer-Encoding'] = 'chunked';
  } else if (body && spec.framing === 'both') {
    headers['Transfer-Encoding'] = 'chunked';
    headers['Content-Length'] = String(body.length);
    headers.Connection = 'close';
    ownSocket = true;
  }
  return rawRequest(`${server.url}${spec.path}`, {
    method: spec.method,
    headers,
    body,
    agent: ownSocket ? false : agent,
    halfClose,
    timeoutMs: 30_000,
  });
}

const describeSpec = (spec: Spec) =>
  `${spec.method} ${spec.path.slice(0, 200)}${spec.session ? ' (signed in)' : ''} framing=${
    spec.framing
  } headers=${JSON.stringify(spec.headers).slice(0, 300)} body=${
    spec.body
      ? `${spec.body.length} bytes ${JSON.stringify(spec.body.subarray(0, 120).toString('latin1'))}`
      : 'none'
  }`;

// ---------------------------------------------------------------------------------------------
// What is stored

/** Tables whose content a request may change, and the requests that may (when accepted). */
const TABLES: Record<string, (method: string, pathname: string) => boolean> = {
  contact_messages: (m, p) =>
    (m === 'POST' && /^\/api\/contact-messages/i.test(p)) ||
    (m !== 'GET' && m !== 'HEAD' && /^\/api\/admin\/contact-messages/i.test(p)),
  images: (m, p) => /^\/api\/(images|objects)\//i.test(p) && (m === 'POST' || m === 'PUT'),
  sessions: (m, p) => m === 'POST' && /^\/api\/auth\/log(in|out)/i.test(p),
  // A sign-in notes its time on the account.
  users: (m, p) => m === 'POST' && /^\/api\/auth\/login/i.test(p),
  ...Object.fromEntries(
    [
      'success_stories',
      'success_story_gallery_images',
      'articles',
      'content_translations',
      'content_slug_redirects',
      'content_revisions',
    ].map((table) => [
      table,
      (m: string, p: string) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(m) &&
        /^\/api\/admin\//i.test(p) &&
        !/^\/api\/admin\/contact-messages/i.test(p),
    ]),
  ),
};

interface Snapshot {
  tables: Record<string, { count: number; hash: string }>;
  files: string[];
}

/**
 * Columns any request of a signed-in account may change, left out of the comparison: a
 * session's last activity (written at most once a minute by whatever request it makes).
 */
const BOOKKEEPING: Record<string, string[]> = { sessions: ['last_active_at'] };

async function snapshot(): Promise<Snapshot> {
  const tables: Snapshot['tables'] = {};
  await Promise.all(
    Object.keys(TABLES).map(async (table) => {
      const rows = (await server.db(table).select()) as Record<string, unknown>[];
      for (const row of rows) for (const column of BOOKKEEPING[table] ?? []) delete row[column];
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      tables[table] = {
        count: rows.length,
        hash: createHash('sha1').update(lines.join('\n')).digest('hex'),
      };
    }),
  );
  return { tables, files: await storedKeys(server) };
}

interface Sent {
  spec: Spec;
  answer?: RawAnswer;
  problem?: string;
}

/** Whether an answered request was accepted (its change may be stored). */
const accepted = (sent: Sent) => sent.answer !== undefined && sent.answer.status < 400;

/**
 * Whether a handler may have acted on a request although its answer says otherwise: with a
 * Content-Length the body does not keep, Node answers the broken framing itself, and a handler
 * that needs no body (sign-out, mark all read, delete) may already have run on the head.
 */
const mayHaveActed = (sent: Sent) =>
  accepted(sent) || ['short', 'long', 'both'].includes(sent.spec.framing);

/** Changes between two snapshots that no accepted request of the batch accounts for. */
function unexplained(before: Snapshot, after: Snapshot, batch: Sent[]): string[] {
  const problems: string[] = [];
  const pathname = (s: Sent) => s.spec.path.split('?')[0]!;
  for (const [table, writes] of Object.entries(TABLES)) {
    const writers = batch.filter((s) => writes(s.spec.method, pathname(s)));
    const [b, a] = [before.tables[table]!, after.tables[table]!];
    let expectedCount: number | undefined;
    if (table === 'contact_messages') {
      expectedCount =
        b.count +
        writers.filter(
          (s) =>
            accepted(s) &&
            s.answer!.status === 201 &&
            (JSON.parse(s.answer!.text) as { id: number }).id > 0,
        ).length;
    } else if (table === 'images') {
      // 201: an image stored (200 from POST /api/objects/upload only signs an address).
      expectedCount = b.count + writers.filter((s) => s.answer?.status === 201).length;
    }
    const changedByAccepted = writers.some(mayHaveActed);
    const wrongCount = expectedCount !== undefined && a.count !== expectedCount;
    if (wrongCount || (!changedByAccepted && a.hash !== b.hash)) {
      const refused = writers.filter((s) => !accepted(s));
      problems.push(
        `${table}: ${b.count} rows before, ${a.count} after${
          expectedCount === undefined ? '' : ` (expected ${expectedCount})`
        }${a.hash === b.hash ? '' : ', content changed'}; refused requests that may have written it:\n${
          refused
            .map((s) => `  ${s.answer?.status ?? 'no answer'} ${describeSpec(s.spec)}`)
            .join('\n') || '  none'
        }`,
      );
    }
  }
  const uploads = batch.filter((s) => TABLES.images!(s.spec.method, pathname(s)));
  const expectedFiles =
    before.files.length + uploads.filter((s) => s.answer?.status === 201).length;
  if (after.files.length !== expectedFiles) {
    const added = after.files.filter((f) => !before.files.includes(f));
    problems.push(
      `media store: ${before.files.length} files before, ${after.files.length} after (expected ${expectedFiles}); new: ${added.join(', ')}; refused uploads:\n${uploads
        .filter((s) => !accepted(s))
        .map((s) => `  ${s.answer?.status ?? 'no answer'} ${describeSpec(s.spec)}`)
        .join('\n')}`,
    );
  }
  return problems;
}

/** Waits (2 s at most) for the upload temp folder to be empty; the names left otherwise. */
async function leftTempFiles(): Promise<string[]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const files = await tempFiles(server);
    if (files.length === 0 || Date.now() > deadline) return files;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function runBatch(specs: Spec[]): Promise<Sent[]> {
  const sent: Sent[] = specs.map((spec) => ({ spec }));
  let next = 0;
  const worker = async () => {
    while (next < sent.length) {
      const item = sent[next++]!;
      try {
        item.answer = await send(item.spec);
        item.problem = judge(item.spec, item.answer);
      } catch (error) {
        item.problem = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return sent;
}

describe('generated requests', () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, in the contract's shape, storing nothing refused`, async () => {
    console.log(
      `generated requests: seed ${SEED} (FUZZ_SEED to change), ${REQUESTS} requests${
        siteBuilt ? '' : '; the site is not built, so pages and feeds are left out'
      }`,
    );
    const started = Date.now();
    let total = 0;
    const statuses = new Map<number, number>();
    // fc.check rather than fc.assert: a batch printed whole would be megabytes; the failure
    // says what was wrong with which requests, and the seed and path bring the batch back.
    const result = await fc.check(
      fc.asyncProperty(
        fc.array(requestSpec(), { minLength: BATCH, maxLength: BATCH }),
        async (specs) => {
          logged.length = 0;
          const before = await snapshot();
          const sent = await runBatch(specs);
          total += sent.length;
          for (const s of sent) {
            const status = s.answer?.status ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
          const problems = sent
            .filter((s) => s.problem !== undefined)
            .map((s) => `${s.problem}\n  for ${describeSpec(s.spec)}`);
          const temp = await leftTempFiles();
          if (temp.length > 0) {
            problems.push(
              `temp files left: ${temp.join(', ')}; uploads of the batch:\n${sent
                .filter((s) => /^\/api\/(images|objects)\//i.test(s.spec.path))
                .map((s) => `  ${s.answer?.status ?? 'no answer'} ${describeSpec(s.spec)}`)
                .join('\n')}`,
            );
          }
          problems.push(...unexplained(before, await snapshot(), sent));
          // A sign-out with the admin's cookie ends the session the generators use.
          const me = await rawRequest(`${server.url}/api/auth/me`, {
            headers: { Cookie: cookie },
          });
          if (me.status === 401) cookie = await signIn(server);
          if (problems.length > 0) {
            throw new Error([...problems, 'the server logged:', ...logged].join('\n\n'));
          }
        },
      ),
      {
        seed: SEED,
        numRuns: Math.ceil(REQUESTS / BATCH),
        endOnFailure: true,
        // FUZZ_PATH=<n - 1> sends batch n of the seed alone (as a failure says).
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      },
    );
    if (result.failed) {
      throw new Error(
        `batch ${result.numRuns} of seed ${result.seed} failed (that batch alone: FUZZ_SEED=${
          result.seed
        } FUZZ_PATH=${result.counterexamplePath}):\n\n${
          result.errorInstance instanceof Error
            ? result.errorInstance.message
            : String(result.errorInstance)
        }`,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `generated requests: ${total} in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(
        Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      )}`,
    );
    expect(total).toBeGreaterThanOrEqual(REQUESTS);
    // Every file in the media store has its row, and every row its file.
    const rows = ((await server.db('images').select('path')) as { path: string }[])
      .map((r) => r.path)
      .sort();
    expect(await storedKeys(server)).toEqual(rows);
  }, 600_000);
});
