import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { muted, smallButton } from './styles';

/**
 * "Page 2 of 5" between a step back and a step on: buttons (`onPage`) or links (`hrefOf`, an
 * address per page, for lists whose page is in the address). Nothing when there is one page,
 * unless `always` (a dialog that keeps its layout).
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
  hrefOf,
  previous = 'Previous',
  next = 'Next',
  note,
  always = false,
}: {
  /** The navigation's name ("Pages of pictures"). */
  label: string;
  page: number;
  pages: number;
  onPage?: (page: number) => void;
  hrefOf?: (page: number) => string;
  previous?: string;
  next?: string;
  /** Said after the page count ("(34 in all)"). */
  note?: ReactNode;
  always?: boolean;
}) {
  if (pages <= 1 && !always) return null;
  const step = (to: number, text: string, enabled: boolean) =>
    hrefOf ? (
      enabled && (
        <Link href={hrefOf(to)} css={smallButton}>
          {text}
        </Link>
      )
    ) : (
      <button type="button" css={smallButton} disabled={!enabled} onClick={() => onPage?.(to)}>
        {text}
      </button>
    );
  return (
    <nav
      aria-label={label}
      css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16, flexWrap: 'wrap' }}
    >
      {step(page - 1, previous, page > 1)}
      <span css={hrefOf ? muted : undefined}>
        Page {page} of {Math.max(pages, 1)}
        {note ? <> {note}</> : null}
      </span>
      {step(page + 1, next, page < pages)}
    </nav>
  );
}
