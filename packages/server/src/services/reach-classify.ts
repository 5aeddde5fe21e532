import { splitLanguagePath, type ReachDevice } from '@ia/shared';

/** What the counter is told of one answered request (nothing of it is kept as it is). */
export interface ReachRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The query string, without `?`. */
  query: string;
  status: number;
  /** Whether the answer is an HTML page. */
  html: boolean;
  headers: Record<string, string | string[] | undefined>;
  /**
   * The client's address (normalised), worked out only for a request that counts a visitor:
   * most answers (the API, crawlers, files) never need it.
   */
  address: () => string;
  /** The site's own host (and any other it answers as): a referrer there is not another site. */
  ownHost: string;
}

/** What one request counts as, if anything. */
export type ReachHit =
  | {
      kind: 'page';
      path: string;
      language: string;
      device: ReachDevice;
      /** A story's or article's page. */
      item?: { kind: 'story' | 'article'; slug: string };
      /** The host of another site the visitor came from. */
      referrer?: string;
      /** A site search (what was searched, in which language). */
      search?: { q: string; language: string };
      /** Undefined for a visitor who asked not to be tracked (Sec-GPC: 1): no unique. */
      visitor?: { address: string; userAgent: string };
    }
  | { kind: 'partner'; origin: string; slug?: string }
  | { kind: 'feed'; path: string; reader?: string; subscribers?: number }
  | { kind: 'search'; q: string; language: string };

/**
 * Crawlers, link previews, monitors and HTTP libraries: their user agents name themselves so.
 * Browsers never say any of these words.
 */
const NOT_A_VISITOR =
  /bot\b|bot[/;_-]|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|skypeuri|bitlybot|vkshare|pinterest|headless|lighthouse|pagespeed|pingdom|uptime|monitor|statuscake|curl\/|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|feedfetcher|scrapy|phantomjs|^mozilla\/5\.0$/i;

/** Feed readers that fetch for many people say how many: "Feedly/1.0 (…; 16 subscribers; …)". */
const SUBSCRIBERS = /(\d{1,9})\s+(?:subscribers|readers)/i;

const header = (headers: ReachRequest['headers'], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** Longest key kept (a path, a query, a host): anything longer is cut. */
const KEY_MAX = 200;
const cut = (text: string) => (text.length > KEY_MAX ? text.slice(0, KEY_MAX) : text);

export function deviceOf(userAgent: string): ReachDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The origin (`https://host[:port]`) of an address, if it is one of another site. */
function foreignOrigin(address: string, ownHost: string): string | undefined {
  if (!address || address === 'null') return undefined;
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.host === ownHost ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

const ITEM_PAGES: [RegExp, 'story' | 'article'][] = [
  [/^\/(?:success-stories|impact|success-story)\/([^/]+)\/?$/, 'story'],
  [/^\/insights\/(?!authors\/)([^/]+)\/?$/, 'article'],
];

const FEED = /^\/(?:[a-z]{2}\/)?feed\.xml$/;
const PARTNER_READS = /^\/api\/(?:success-stories|articles)(?:\/([^/]+))?\/?$/;
const STORY_CARD = /^\/story-card\/([^/]+)\/?$/;

function searchOf(query: string): string | undefined {
  if (!query.includes('q=')) return undefined;
  const params = new URLSearchParams(query);
  const page = params.get('page');
  if (page !== null && page !== '1') return undefined;
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return q ? cut(q) : undefined;
}

/**
 * The search of our own search page an API request came from: that page was counted with its
 * search when it was sent (a page taking over asks the same again).
 */
function searchedOnPage(referer: string, ownHost: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== ownHost || splitLanguagePath(url.pathname).path !== '/search')
      return undefined;
    return searchOf(url.search.slice(1));
  } catch {
    return undefined;
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What an answered request counts as, or undefined when it is not counted: anything but a GET
 * answered 200 or 304 (HEAD, errors, redirects), prefetches, signed-in staff (the session
 * cookie), and crawlers, link previews and libraries by their user agent (feed readers are
 * counted as feed fetches only).
 */
export function classifyReach(request: ReachRequest, sessionCookie: string): ReachHit | undefined {
  if (request.method !== 'GET') return undefined;
  if (request.status !== 200 && request.status !== 304) return undefined;
  const { headers } = request;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-purpose')} ${header(headers, 'x-moz')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return undefined;
  if (header(headers, 'cookie').includes(`${sessionCookie}=`)) return undefined;
  const userAgent = header(headers, 'user-agent');
  const { path } = request;

  if (FEED.test(path)) {
    const subscribers = SUBSCRIBERS.exec(userAgent);
    if (!subscribers) {
      return NOT_A_VISITOR.test(userAgent) && !/feed|rss|reader/i.test(userAgent)
        ? undefined
        : { kind: 'feed', path };
    }
    const reader = /^[^\s/(;]+/.exec(userAgent)?.[0] ?? 'reader';
    return { kind: 'feed', path, reader: cut(reader), subscribers: Number(subscribers[1]) };
  }
  if (!userAgent || NOT_A_VISITOR.test(userAgent)) return undefined;

  if (path.startsWith('/api/')) {
    if (path === '/api/search') {
      const q = searchOf(request.query);
      if (!q || searchedOnPage(header(headers, 'referer'), request.ownHost) === q) return undefined;
      return {
        kind: 'search',
        q,
        language: new URLSearchParams(request.query).get('lang') ?? 'en',
      };
    }
    const read = PARTNER_READS.exec(path);
    if (!read) return undefined;
    const origin = foreignOrigin(header(headers, 'origin'), request.ownHost);
    if (!origin) return undefined;
    return read[1] && path.startsWith('/api/success-stories/')
      ? { kind: 'partner', origin, slug: cut(decoded(read[1])) }
      : { kind: 'partner', origin };
  }
  if (!request.html || path.startsWith('/admin') || path.startsWith('/design')) return undefined;

  const { language, path: page } = splitLanguagePath(path);
  const card = STORY_CARD.exec(page);
  if (card) {
    const origin = foreignOrigin(header(headers, 'referer'), request.ownHost);
    return origin ? { kind: 'partner', origin, slug: cut(decoded(card[1]!)) } : undefined;
  }
  let item: { kind: 'story' | 'article'; slug: string } | undefined;
  for (const [pattern, kind] of ITEM_PAGES) {
    const match = pattern.exec(page);
    if (match) item = { kind, slug: cut(decoded(match[1]!)) };
  }
  const referrer = foreignOrigin(header(headers, 'referer'), request.ownHost);
  const q = page === '/search' ? searchOf(request.query) : undefined;
  return {
    kind: 'page',
    path: cut(decoded(path)),
    language,
    device: deviceOf(userAgent),
    ...(item ? { item } : {}),
    ...(referrer ? { referrer: new URL(referrer).hostname } : {}),
    ...(q ? { search: { q, language } } : {}),
    ...(header(headers, 'sec-gpc') === '1'
      ? {}
      : { visitor: { address: request.address(), userAgent } }),
  };
}
