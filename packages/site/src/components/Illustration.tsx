import type { ReactNode } from 'react';
import type { IllustrationName } from '@ia/shared';

/** Line drawings on a 24-unit grid, stroked with the current colour. */
const DRAWINGS: Record<IllustrationName, ReactNode> = {
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  book: (
    <>
      <path d="M3 5.5C3 4.7 3.7 4 4.5 4H10a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H3z" />
      <path d="M21 5.5c0-.8-.7-1.5-1.5-1.5H14a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h7z" />
    </>
  ),
  building: (
    <path d="M3 21h18M4 18.5h16M4 9h16M4 9l8-5.5L20 9M6.5 9v9.5M10 9v9.5M14 9v9.5M17.5 9v9.5" />
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="m10.8 7.2-4.6 8.6M13.2 7.2l4.6 8.6M7.5 18h9" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-9-9a4.9 4.9 0 0 1 9-3.5A4.9 4.9 0 0 1 21 11c-2 4.6-9 9-9 9z" />,
  scales: <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M15.5 14.2A5 5 0 0 1 21 19" />
    </>
  ),
};

/** A small decorative line icon. */
/** A drawn icon by name (staff choose one per card; an unknown name draws the compass). */
export function Icon({
  name,
  size = 24,
}: {
  name: IllustrationName | (string & {});
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      css={{ flex: 'none', display: 'block' }}
    >
      {DRAWINGS[name as IllustrationName] ?? DRAWINGS.compass}
    </svg>
  );
}
