import { Link } from 'wouter';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { PageTitle } from '../components/PageTitle';
import { sectionTitle } from '../components/styles';
import { useSiteConfig } from '../SiteConfigContext';
import { color } from '../theme';

const prose = {
  maxWidth: '68ch',
  '& h2': { ...sectionTitle, fontSize: '1.35rem', margin: '32px 0 8px' },
  '& h2:first-of-type': { marginTop: 0 },
  '& p, & ul': { margin: '0 0 12px' },
  '& ul': { paddingInlineStart: 20 },
  '& a': { color: color.primary, fontWeight: 600 },
} as const;

export function PrivacyPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <>
      <PageTitle>Privacy Policy</PageTitle>
      <PageHero id="privacy-title" title="Privacy Policy">
        <p>What we keep about you, why, and how to have it deleted. In short: very little.</p>
      </PageHero>
      <PageSection>
        <div css={prose}>
          <h2>What the contact form stores</h2>
          <p>
            When you send us a message through the <Link href="/contact">contact form</Link>, we
            store:
          </p>
          <ul>
            <li>your name,</li>
            <li>your e-mail address,</li>
            <li>your message,</li>
            <li>the date and time it arrived.</li>
          </ul>
          <p>
            We use these only to read and answer your message and to follow up on what you asked
            about, such as a programme or a partnership. Only {siteName} staff can read them. We do
            not sell them, share them for marketing or add you to a mailing list.
          </p>

          <h2>No tracking</h2>
          <p>
            This site has no analytics, no advertising and no tracking cookies. It loads no fonts,
            scripts or pictures from other companies, so visiting it tells nobody else that you were
            here.
          </p>
          <p>
            Your choice of language is saved in your own browser so the site remembers it next time;
            it is never sent to us. Staff who sign in to manage the site get a session cookie that
            ends when they sign out.
          </p>
          <p>
            Like any website, our server may keep short-lived technical logs, such as the address of
            your device and the page requested, to keep the site working and secure. We do not use
            them to profile visitors.
          </p>

          <h2>Links to other sites</h2>
          <p>
            Our links to Facebook, Instagram and Twitter lead to those companies&apos; sites, where
            their own privacy policies apply.
          </p>

          <h2>Seeing, correcting or deleting your data</h2>
          <p>
            You may ask us at any time what we hold about you, to correct it, or to delete it. Write
            to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> from the e-mail address you
            used, and we will confirm once it is done. We keep messages only as long as we need them
            to answer you and follow up.
          </p>
        </div>
      </PageSection>
    </>
  );
}
