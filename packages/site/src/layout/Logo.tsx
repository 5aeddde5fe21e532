import { useSiteConfig } from '../SiteConfigContext';

/** The organisation's mark and name; 63 px high as the spec's logo. */
export function Logo() {
  const { siteName } = useSiteConfig();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10, height: 63 }}>
      <svg width="44" height="44" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6e4f" />
        <path d="M18 46V18h7v28zm13 0 10-28h6l10 28h-7l-2-6h-9l-2 6zm11-12h5l-2.5-8z" fill="#fff" />
      </svg>
      <span
        css={{
          fontWeight: 800,
          fontSize: '1.05rem',
          lineHeight: 1.1,
          maxWidth: '11ch',
          color: '#0b3d2e',
        }}
      >
        {siteName}
      </span>
    </span>
  );
}
