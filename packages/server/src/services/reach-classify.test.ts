import { describe, expect, it } from 'vitest';
import { classifyReach, deviceOf, type ReachRequest } from './reach-classify.js';
import { rangesOf } from './reach.js';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const page = (path: string, more: Partial<ReachRequest> = {}): ReachRequest => ({
  method: 'GET',
  path,
  query: '',
  status: 200,
  html: true,
  headers: { 'user-agent': FIREFOX },
  address: () => '192.0.2.1',
  ownHost: 'site.example',
  ...more,
});

describe('classifyReach', () => {
  it('counts a page with its language, device, story and referring host', () => {
    expect(
      classifyReach(
        page('/fr/success-stories/amina', {
          headers: { 'user-agent': IPHONE, referer: 'https://news.example.org/a?b' },
        }),
        'ia_session',
      ),
    ).toEqual({
      kind: 'page',
      path: '/fr/success-stories/amina',
      language: 'fr',
      device: 'phone',
      item: { kind: 'story', slug: 'amina' },
      referrer: 'news.example.org',
      visitor: { address: '192.0.2.1', userAgent: IPHONE },
    });
    expect(classifyReach(page('/insights/budget'), 'ia_session')).toMatchObject({
      item: { kind: 'article', slug: 'budget' },
    });
    expect(classifyReach(page('/insights/authors/ama'), 'ia_session')).not.toHaveProperty('item');
  });

  it('leaves out a referrer of the site itself, and the visitor of Sec-GPC: 1', () => {
    const hit = classifyReach(
      page('/about', {
        headers: { 'user-agent': FIREFOX, referer: 'https://site.example/', 'sec-gpc': '1' },
      }),
      'ia_session',
    );
    expect(hit).toEqual({ kind: 'page', path: '/about', language: 'en', device: 'desktop' });
  });

  it('counts nothing for HEAD, errors, redirects, prefetches, staff, crawlers and previews', () => {
    const none = [
      page('/', { method: 'HEAD' }),
      page('/', { status: 404 }),
      page('/', { status: 500 }),
      page('/', { status: 301 }),
      page('/', { headers: { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' } }),
      page('/', { headers: { 'user-agent': FIREFOX, purpose: 'prefetch' } }),
      page('/', { headers: { 'user-agent': FIREFOX, cookie: 'a=1; ia_session=xyz' } }),
      page('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }),
      page('/', { headers: { 'user-agent': 'facebookexternalhit/1.1' } }),
      page('/', { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } }),
      page('/', { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } }),
      page('/', { headers: { 'user-agent': 'curl/8.5.0' } }),
      page('/', { headers: {} }),
      page('/admin/'),
      page('/main.js', { html: false }),
    ];
    for (const request of none) expect(classifyReach(request, 'ia_session')).toBeUndefined();
  });

  it('counts a story card framed by a partner, and partner API reads by their Origin', () => {
    expect(
      classifyReach(
        page('/story-card/amina', {
          headers: { 'user-agent': FIREFOX, referer: 'https://partner.example/news' },
        }),
        'ia_session',
      ),
    ).toEqual({ kind: 'partner', origin: 'https://partner.example', slug: 'amina' });
    const api = (path: string, origin?: string) =>
      page(path, {
        html: false,
        headers: { 'user-agent': FIREFOX, ...(origin ? { origin } : {}) },
      });
    expect(classifyReach(api('/api/success-stories', 'https://p.example'), 'x')).toEqual({
      kind: 'partner',
      origin: 'https://p.example',
    });
    expect(classifyReach(api('/api/success-stories/amina', 'https://p.example'), 'x')).toEqual({
      kind: 'partner',
      origin: 'https://p.example',
      slug: 'amina',
    });
    expect(classifyReach(api('/api/success-stories'), 'x')).toBeUndefined();
    expect(classifyReach(api('/api/interface-texts', 'https://p.example'), 'x')).toBeUndefined();
  });

  it('counts feed fetches, with the subscribers a feed reader reports', () => {
    const feed = (userAgent: string) =>
      classifyReach(
        page('/fr/feed.xml', { html: false, headers: { 'user-agent': userAgent } }),
        'x',
      );
    expect(feed('Feedly/1.0 (+http://www.feedly.com/fetcher.html; 16 subscribers; )')).toEqual({
      kind: 'feed',
      path: '/fr/feed.xml',
      reader: 'Feedly',
      subscribers: 16,
    });
    expect(feed(FIREFOX)).toEqual({ kind: 'feed', path: '/fr/feed.xml' });
    expect(feed('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBeUndefined();
  });

  it('counts site searches (first page only), not the one a search page asks again', () => {
    expect(classifyReach(page('/search', { query: 'q=Water%20%20Wells' }), 'x')).toMatchObject({
      search: { q: 'water wells', language: 'en' },
    });
    const api = (query: string, referer?: string) =>
      classifyReach(
        page('/api/search', {
          html: false,
          query,
          headers: { 'user-agent': FIREFOX, ...(referer ? { referer } : {}) },
        }),
        'x',
      );
    expect(api('q=wells&lang=fr')).toEqual({ kind: 'search', q: 'wells', language: 'fr' });
    expect(api('q=wells&page=2')).toBeUndefined();
    expect(api('q=wells', 'https://site.example/search?q=wells')).toBeUndefined();
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceOf(IPHONE)).toBe('phone');
    expect(deviceOf(IPAD)).toBe('tablet');
    expect(deviceOf(FIREFOX)).toBe('desktop');
  });
});

describe('rangesOf', () => {
  it('reads whole months from the monthly roll-up and the edges from the daily one', () => {
    expect(rangesOf('2025-11-29', '2026-11-28')).toEqual({
      ranges: [
        { period: 'd', from: '2025-11-29', to: '2025-11-30' },
        { period: 'm', from: '2025-12', to: '2026-11' },
        { period: 'd', from: '2026-11-29', to: '2026-11-30', sign: -1 },
      ],
      maxRanges: [
        { period: 'd', from: '2025-11-29', to: '2025-11-30' },
        { period: 'm', from: '2025-12', to: '2026-10' },
        { period: 'd', from: '2026-11-01', to: '2026-11-28' },
      ],
    });
    expect(rangesOf('2026-01-01', '2026-01-31').ranges).toEqual([
      { period: 'm', from: '2026-01', to: '2026-01' },
    ]);
    expect(rangesOf('2026-01-03', '2026-01-20').ranges).toEqual([
      { period: 'm', from: '2026-01', to: '2026-01' },
      { period: 'd', from: '2026-01-01', to: '2026-01-02', sign: -1 },
      { period: 'd', from: '2026-01-21', to: '2026-01-31', sign: -1 },
    ]);
    expect(rangesOf('2026-01-03', '2026-01-10').ranges).toEqual([
      { period: 'd', from: '2026-01-03', to: '2026-01-10' },
    ]);
  });

  it('reads a month up to today from its monthly row: no day after today holds a count', () => {
    expect(rangesOf('2025-12-01', '2026-11-29', '2026-11-29')).toEqual({
      ranges: [{ period: 'm', from: '2025-12', to: '2026-11' }],
      maxRanges: [{ period: 'm', from: '2025-12', to: '2026-11' }],
    });
    // 365 days to today: one day of the first month, the rest whole months.
    expect(rangesOf('2025-11-30', '2026-11-29', '2026-11-29').ranges).toEqual([
      { period: 'd', from: '2025-11-30', to: '2025-11-30' },
      { period: 'm', from: '2025-12', to: '2026-11' },
    ]);
  });
});
