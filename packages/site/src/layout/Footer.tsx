import { useTranslation } from '@ia/widgets';
import { Link } from 'wouter';
import { useOrganisation } from '../model/organisation';
import { useMenus } from '../model/navigation';
import { fieldLang, langAttr } from '../model/useContent';
import { useSiteConfig } from '../SiteConfigContext';
import { contentWidth, focusOutline, media } from '../theme';

const link = {
  color: '#e6f2ed',
  textDecoration: 'none',
  display: 'inline-block',
  padding: '6px 0',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusOutline,
} as const;

export function Footer() {
  const { t, language } = useTranslation();
  const { siteName } = useSiteConfig();
  const details = useOrganisation();
  // The footer's columns are content: the `navigation` global staff edit under Menus.
  const columns = useMenus().footer;
  return (
    <footer css={{ background: '#0b3d2e', color: '#e6f2ed', marginTop: 64 }}>
      <div
        css={{
          maxWidth: contentWidth,
          margin: '0 auto',
          padding: '40px 16px',
          display: 'grid',
          gap: 32,
          [media.md]: { gridTemplateColumns: `2fr repeat(${columns.length + 1}, 1fr)` },
        }}
      >
        <div>
          <p css={{ fontWeight: 800, fontSize: '1.2rem', margin: '0 0 8px' }}>{siteName}</p>
          {details && (
            <p
              css={{ margin: 0, maxWidth: '40ch', color: '#b9d6ca' }}
              {...langAttr(fieldLang(details, 'tagline'), language)}
            >
              {details.tagline}
            </p>
          )}
        </div>
        {columns.map((column, index) => (
          <nav key={index} aria-label={column.heading || t('footer.navLabel')}>
            {column.heading && (
              <p
                css={{ margin: '0 0 8px', fontWeight: 700 }}
                {...langAttr(column.headingLang, language)}
              >
                {column.heading}
              </p>
            )}
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {column.links.map((item, at) => (
                <li key={`${at}-${item.href}`} {...langAttr(item.lang, language)}>
                  {item.external ? (
                    <a href={item.href} css={link}>
                      {item.label}
                    </a>
                  ) : (
                    <Link href={item.href} css={link}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{t('footer.contact')}</p>
          {details && (
            <>
              <a href={`mailto:${details.contactEmail}`} css={link}>
                {details.contactEmail}
              </a>
              <ul
                css={{
                  listStyle: 'none',
                  margin: '12px 0 0',
                  padding: 0,
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 16,
                }}
              >
                {details.socialLinks.map((social) => (
                  <li key={`${social.network}-${social.url}`}>
                    <a href={social.url} css={link} rel="noopener noreferrer">
                      {social.network}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <p
        css={{
          textAlign: 'center',
          margin: 0,
          padding: '16px',
          borderTop: '1px solid #1d5a46',
          color: '#b9d6ca',
        }}
      >
        © {siteName}
      </p>
    </footer>
  );
}
