import type { ReactNode } from 'react';
import { card, color, muted } from './styles';

/** A region that scrolls (reached with the keyboard) around a wide table. */
export const scroller = {
  overflowX: 'auto',
  maxHeight: 360,
  overflowY: 'auto',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
} as const;
/** A plain table: ruled rows, numbers (class `n`) at the end and in figures of one width. */
export const table = {
  borderCollapse: 'collapse',
  width: '100%',
  'th, td': { padding: '6px 8px', borderBottom: `1px solid ${color.border}`, textAlign: 'start' },
  'td.n, th.n': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  caption: { textAlign: 'start', fontWeight: 700, padding: '0 0 8px' },
} as const;

/** A table of one list, in a region that scrolls (and can be reached with the keyboard). */
export function ListTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section css={{ ...card, minWidth: 0 }}>
      {rows.length === 0 ? (
        <>
          <h2 css={{ fontSize: '1rem', margin: '0 0 8px' }}>{caption}</h2>
          <p css={{ ...muted, margin: 0 }}>{empty}</p>
        </>
      ) : (
        <div css={scroller} tabIndex={0} role="region" aria-label={caption}>
          <table css={table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={column} scope="col" className={index > 0 ? 'n' : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, at) =>
                    at === 0 ? (
                      <th key={at} scope="row" css={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                        {cell}
                      </th>
                    ) : (
                      <td key={at} className="n">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
