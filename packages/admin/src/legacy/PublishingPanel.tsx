import { CONSENT_WARNING_DAYS } from '@ia/shared';
import { useId } from 'react';
import { Link } from 'wouter';
import { color } from '../theme';
import { formatWhen } from './content';
import { useConsents } from './contentHooks';
import { adminCard, errorBox, muted, secondaryButton } from './styles';

const linkStyle = { color: color.primary, fontWeight: 700, fontSize: '1.05rem' } as const;

/** Consents that end within 30 days (or have ended): the stories staff must look at. */
function EndingConsents() {
  const consents = useConsents();
  const headingId = useId();
  let body;
  if (consents.isPending) {
    body = (
      <p role="status" css={muted}>
        Loading consents...
      </p>
    );
  } else if (consents.isError) {
    body = (
      <div>
        <p role="alert" css={errorBox}>
          Could not load the consents: {consents.error.message}
        </p>
        <button type="button" css={secondaryButton} onClick={() => void consents.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (consents.data.length === 0) {
    body = <p css={muted}>No consent ends in the next {CONSENT_WARNING_DAYS} days.</p>;
  } else {
    const now = Date.now();
    body = (
      <ul css={{ margin: 0, paddingInlineStart: 20 }}>
        {consents.data.map((consent) => {
          const ended = Date.parse(consent.consentEndsAt) <= now;
          return (
            <li key={consent.id} css={{ margin: '6px 0' }}>
              <Link
                href={`/admin/stories/${consent.id}`}
                css={{ color: color.primary, fontWeight: 600 }}
              >
                {consent.title}
              </Link>{' '}
              <span css={ended ? { color: color.danger, fontWeight: 600 } : muted}>
                {ended ? 'consent ended' : 'consent ends'} {formatWhen(consent.consentEndsAt)}
                {ended && consent.status === 'published' ? ' (no longer public)' : ''}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 16 }}>
      <h3 id={headingId} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
        Consents ending in the next {CONSENT_WARNING_DAYS} days
      </h3>
      {body}
    </section>
  );
}

/** The dashboard's way into publishing: stories, articles, and consents about to end. */
export function PublishingPanel() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ ...adminCard, alignSelf: 'start' }}>
      <h2 id={headingId} css={{ fontSize: '1.3rem', margin: '0 0 8px' }}>
        Publishing
      </h2>
      <p css={{ ...muted, margin: '0 0 12px' }}>
        Write, translate, preview and publish success stories and articles.
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        <li>
          <Link href="/admin/stories" css={linkStyle}>
            Success stories →
          </Link>
        </li>
        <li>
          <Link href="/admin/articles" css={linkStyle}>
            Articles →
          </Link>
        </li>
      </ul>
      <EndingConsents />
    </section>
  );
}
