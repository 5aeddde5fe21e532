import { Link, useSearch } from 'wouter';
import { useSiteTranslation } from '../i18n';
import { color, radius, TOUCH_TARGET } from '../theme';
import { focusOutline } from '../theme';

/** The page a list shows: `?page=N` of the address, 1 when absent or not a page number. */
export function usePageNumber(): number {
  const value = new URLSearchParams(useSearch()).get('page');
  return value !== null && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/**
 * The address of page `page` of the list at `path` (`path?page=N`, the first page is `path`),
 * with `params` kept: what the pager links to and what each page names as its canonical address
 * (page 2 is a page of its own to search engines, not a copy of page 1).
 */
export function pagedPath(path: string, page: number, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const link = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: TOUCH_TARGET,
  minBlockSize: TOUCH_TARGET,
  paddingInline: '0.75em',
  borderRadius: radius.control,
  border: `1px solid ${color.border}`,
  color: color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': focusOutline,
  '&[aria-current="page"]': { background: color.primary, color: color.onPrimary },
} as const;

/**
 * Links to the pages of a list (`path?page=N`, with `params` kept; the first page is `path`
 * itself): plain links,
 * so it works without JavaScript, with "Page N of M" for everyone and the current page marked
 * `aria-current`. Nothing when the list fits on one page.
 */
export function Pager({
  path,
  page,
  pageCount,
  params = {},
}: {
  path: string;
  page: number;
  pageCount: number;
  /** Further parameters each page's address keeps (a search's `q`). */
  params?: Record<string, string>;
}) {
  const { t } = useSiteTranslation();
  if (pageCount <= 1) return null;
  const href = (n: number) => pagedPath(path, n, params);
  const numbers = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={t('shared.pager.label')} css={{ marginBlockStart: '2em' }}>
      <p css={{ margin: '0 0 0.75em', color: color.muted }}>
        {t('shared.pager.status', { n: page, count: pageCount })}
      </p>
      <ul
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.4em',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" css={link}>
              {t('shared.pager.previous')}
            </Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n} css={{ display: 'flex', alignItems: 'center', gap: '0.4em' }}>
            {i > 0 && numbers[i - 1]! < n - 1 && <span aria-hidden="true">…</span>}
            <Link
              href={href(n)}
              css={link}
              aria-label={t('shared.pager.page', { n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next" css={link}>
              {t('shared.pager.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
