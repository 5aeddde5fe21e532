import { useSiteConfig } from '../SiteConfigContext';

/** The document title of a page, "About Us | Site name"; React hoists it into the head. */
export function PageTitle({ children, noIndex = false }: { children: string; noIndex?: boolean }) {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`${children} | ${siteName}`}</title>
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
