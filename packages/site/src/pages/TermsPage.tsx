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
  '& p': { margin: '0 0 12px' },
  '& a': { color: color.primary, fontWeight: 600 },
} as const;

export function TermsPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <>
      <PageTitle>Terms of Service</PageTitle>
      <PageHero id="terms-title" title="Terms of Service">
        <p>The few rules for using this website.</p>
      </PageHero>
      <PageSection>
        <div css={prose}>
          <h2>Using this site</h2>
          <p>
            This website is run by {siteName} to inform the public, prospective participants and
            partners about our work. You are welcome to read, print and share its pages for any
            lawful, non-commercial purpose.
          </p>

          <h2>Our content</h2>
          <p>
            Texts, stories and pictures on this site belong to {siteName} or to the people who
            allowed us to use them. When you quote or share them, please name us and link to the
            page. Ask us before using them commercially.
          </p>
          <p>
            Partner organisations may show our success stories on their own sites with our
            embeddable widgets, as long as the stories are shown unchanged and credited to us.
          </p>

          <h2>Information, not advice</h2>
          <p>
            We keep the information here accurate and up to date, but it may change without notice,
            and figures and dates are given in good faith. Programme places, funding and grants are
            offered under their own written terms, never by this website alone.
          </p>

          <h2>Messages you send</h2>
          <p>
            Please use the contact form only for genuine enquiries. How we handle what you send is
            explained in our <Link href="/privacy">privacy policy</Link>.
          </p>

          <h2>Other websites</h2>
          <p>
            Links to other websites are for convenience; we are not responsible for their content or
            their privacy practices.
          </p>

          <h2>Questions</h2>
          <p>
            Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. If these terms change,
            the new version will be published on this page.
          </p>
        </div>
      </PageSection>
    </>
  );
}
