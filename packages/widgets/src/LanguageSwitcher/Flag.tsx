import type { FlagCode } from '../i18n/languages';
import { useParts } from '../core/parts';

/**
 * Flags drawn as small inline SVGs (3:2), not emoji: emoji flags are blank on Windows and
 * wherever no emoji font is installed. Simplified (no words, no fine emblems) at the size of a
 * letter; decorative, the language's name is always beside it.
 */
const FLAGS: Record<FlagCode, string> = {
  gb: '<path fill="#012169" d="M0 0h30v20H0z"/><path stroke="#fff" stroke-width="4" d="m0 0 30 20M30 0 0 20"/><path stroke="#c8102e" stroke-width="1.6" d="m0 0 30 20M30 0 0 20"/><path stroke="#fff" stroke-width="6" d="M15 0v20M0 10h30"/><path stroke="#c8102e" stroke-width="3.4" d="M15 0v20M0 10h30"/>',
  fr: '<path fill="#002654" d="M0 0h10v20H0z"/><path fill="#fff" d="M10 0h10v20H10z"/><path fill="#ce1126" d="M20 0h10v20H20z"/>',
  sa: '<path fill="#006c35" d="M0 0h30v20H0z"/><path fill="#fff" d="M7 13.5h15l1.5-1H7z"/><path fill="#fff" d="M8 6h14v1.2H8zm0 2.4h14v1.2H8z" opacity=".85"/>',
  ke: '<path fill="#000" d="M0 0h30v6H0z"/><path fill="#fff" d="M0 6h30v8H0z"/><path fill="#bb0000" d="M0 7h30v6H0z"/><path fill="#006600" d="M0 14h30v6H0z"/><ellipse cx="15" cy="10" rx="3" ry="6.5" fill="#bb0000" stroke="#fff" stroke-width=".6"/><path fill="#000" d="M13.6 5.5h2.8v9h-2.8z" opacity=".8"/>',
  ng: '<path fill="#008751" d="M0 0h10v20H0zm20 0h10v20H20z"/><path fill="#fff" d="M10 0h10v20H10z"/>',
  pt: '<path fill="#046a38" d="M0 0h12v20H0z"/><path fill="#da291c" d="M12 0h18v20H12z"/><circle cx="12" cy="10" r="4" fill="#ffe900"/><circle cx="12" cy="10" r="2.4" fill="#da291c"/>',
  et: '<path fill="#078930" d="M0 0h30v6.67H0z"/><path fill="#fcdd09" d="M0 6.67h30v6.66H0z"/><path fill="#da121a" d="M0 13.33h30V20H0z"/><circle cx="15" cy="10" r="4.6" fill="#0f47af"/><path fill="#fcdd09" d="m15 6.8.94 2.3 2.5.16-1.92 1.6.62 2.42L15 11.95l-2.14 1.33.62-2.42-1.92-1.6 2.5-.16z"/>',
};

export function Flag({ code }: { code: FlagCode }) {
  const parts = useParts();
  return (
    <svg
      width="1.5em"
      height="1em"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      {...parts('flag')}
      style={{
        display: 'block',
        flex: 'none',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,.15)',
      }}
      dangerouslySetInnerHTML={{ __html: FLAGS[code] }}
    />
  );
}
