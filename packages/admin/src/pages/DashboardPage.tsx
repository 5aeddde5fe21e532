import { COLLECTIONS, GLOBALS, collectionNamed, type DashboardEntry } from '@ia/shared';
import { Link } from 'wouter';
import {
  useConsents,
  useDashboard,
  useMessageRecipients,
  useMessages,
  useSession,
  useTranslationStatus,
} from '../api/hooks';
import { useEmails, useReviews } from '../api/staffHooks';
import { REVISION_WORDS, formatWhen } from '../editor/parts';
import { useTimeZone } from '../editor/PublicationStatus';
import { messagesError } from '../messages/inbox';
import { countsIn, translationLanguages } from '../translations/status';
import { collectionHref, globalHref, itemHref } from '../shell/navigation';
import { card, errorBox, muted } from '../ui/styles';
import { ReviewLine } from './ReviewPage';
import { Screen } from './Screen';
import { EmailsHeld } from './staff/EmailsPage';

/** Where administrators download a backup of the whole site (the server writes it first). */
const BACKUP_ADDRESS = '/api/admin/backup';

/** Where a dashboard line leads: the item's editor, or the global's. */
const entryHref = (entry: DashboardEntry) =>
  entry.kind === 'globals'
    ? entry.name
      ? globalHref(entry.name)
      : null
    : collectionNamed(entry.kind)
      ? itemHref(entry.kind, entry.id)
      : null;

/** "Story", "Article", "Page texts and settings". */
const entryKind = (entry: DashboardEntry) =>
  entry.kind === 'globals'
    ? 'Page texts and settings'
    : (collectionNamed(entry.kind)?.label ?? entry.kind);

function EntryTitle({ entry }: { entry: DashboardEntry }) {
  const href = entryHref(entry);
  const title = entry.title || '(untitled)';
  return (
    <>
      {href ? <Link href={href}>{title}</Link> : title}{' '}
      <span css={muted}>({entryKind(entry)})</span>
    </>
  );
}

/** /admin/: what needs attention (new messages, consents about to end) and where everything is. */
export function DashboardPage() {
  const session = useSession();
  const readsMessages = session.data?.permissions.readMessages ?? false;
  const reviewer = session.data?.permissions.review ?? false;
  const messages = useMessages('unread', 1, 5, readsMessages);
  const recipients = useMessageRecipients(readsMessages);
  const consents = useConsents();
  const dashboard = useDashboard();
  const timeZone = useTimeZone();
  const when = (iso: string) => formatWhen(iso, timeZone);
  const reviews = useReviews();
  const translations = useTranslationStatus();
  const outdated = translations.data
    ? translationLanguages()
        .map((language) => ({
          ...language,
          count: countsIn(translations.data, language.code).outdated,
        }))
        .filter((language) => language.count > 0)
    : [];
  const administrator = session.data?.permissions.manageSettings ?? false;
  const emails = useEmails({ page: 1, pageSize: 1 }, administrator);
  const held = emails.data && !emails.data.sending ? (emails.data.held ?? 'SMTP_URL') : undefined;
  return (
    <Screen
      title="Dashboard"
      intro="What needs your attention, and every part of the site you can change."
    >
      {held && (
        <section aria-labelledby="dash-emails" css={{ marginBottom: 16 }}>
          <h2 id="dash-emails" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            E-mails are not sent
          </h2>
          <EmailsHeld hold={held} />
          <p css={{ margin: '8px 0 0' }}>
            {emails.data?.counts?.pending ?? 0} waiting. <Link href="/emails">See the e-mails</Link>
          </p>
        </section>
      )}
      <div
        css={{
          display: 'grid',
          gap: 16,
          '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <section aria-labelledby="dash-review" css={card}>
          <h2 id="dash-review" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            {reviewer ? 'Waiting for review' : 'Your drafts in review'}
          </h2>
          {reviews.isPending && <p role="status">Loading…</p>}
          {reviews.isError && <p css={errorBox}>The review list could not be loaded.</p>}
          {reviews.data && reviews.data.length === 0 && (
            <p css={muted}>{reviewer ? 'Nothing is waiting.' : 'None.'}</p>
          )}
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {reviews.data?.slice(0, 5).map((entry) => (
              <ReviewLine key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </ul>
          {reviews.data && reviews.data.length > 5 && (
            <p css={{ margin: '8px 0 0' }}>
              <Link href="/review">All {reviews.data.length}</Link>
            </p>
          )}
        </section>
        {readsMessages && (
          <section aria-labelledby="dash-messages" css={card}>
            <h2 id="dash-messages" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
              New messages
            </h2>
            {messages.isPending && <p role="status">Loading…</p>}
            {messages.isError && <p css={errorBox}>{messagesError(messages.error)}</p>}
            {messages.data && (
              <p css={{ margin: '0 0 8px' }}>
                {messages.data.counts?.unread ?? messages.data.total} unread.{' '}
                <Link href="/messages">Open the inbox</Link>
              </p>
            )}
            {recipients.data === 0 && (
              <p role="alert" css={errorBox}>
                Nobody gets the contact messages by e-mail: a visitor’s message waits here until
                someone opens the inbox. Turn on “E-mail me each new message of the contact form” in{' '}
                <Link href="/account">your account</Link>.
              </p>
            )}
          </section>
        )}
        <section aria-labelledby="dash-scheduled" css={card}>
          <h2 id="dash-scheduled" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Scheduled
          </h2>
          {dashboard.isPending && <p role="status">Loading…</p>}
          {dashboard.isError && <p css={errorBox}>What is scheduled could not be loaded.</p>}
          {dashboard.data && dashboard.data.scheduled.length === 0 && (
            <p css={muted}>Nothing is waiting for its time.</p>
          )}
          <ul css={{ margin: 0, paddingInlineStart: 20 }}>
            {dashboard.data?.scheduled.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`}>
                <EntryTitle entry={entry} /> appears {when(entry.at)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dash-drafts" css={card}>
          <h2 id="dash-drafts" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Drafts
          </h2>
          {dashboard.isPending && <p role="status">Loading…</p>}
          {dashboard.isError && <p css={errorBox}>The drafts could not be loaded.</p>}
          {dashboard.data && dashboard.data.drafts.length === 0 && <p css={muted}>None.</p>}
          <ul css={{ margin: 0, paddingInlineStart: 20 }}>
            {dashboard.data?.drafts.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`}>
                <EntryTitle entry={entry} />{' '}
                <span css={muted}>
                  changed {when(entry.at)}
                  {entry.by ? ` by ${entry.by}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dash-recent" css={card}>
          <h2 id="dash-recent" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Recent changes
          </h2>
          {dashboard.isPending && <p role="status">Loading…</p>}
          {dashboard.isError && <p css={errorBox}>The recent changes could not be loaded.</p>}
          {dashboard.data && dashboard.data.recent.length === 0 && (
            <p css={muted}>No change yet.</p>
          )}
          <ul css={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 }}>
            {dashboard.data?.recent.map((entry, index) => (
              <li key={`${entry.kind}-${entry.id}-${entry.at}-${index}`}>
                <EntryTitle entry={entry} /> {REVISION_WORDS[entry.action] ?? entry.action}{' '}
                {entry.by ? `by ${entry.by}` : 'by the system'}, {when(entry.at)}
                {entry.changes.length > 0 && (
                  <span css={{ ...muted, display: 'block', fontSize: '0.9rem' }}>
                    {entry.changes.slice(0, 3).join('; ')}
                    {entry.changes.length > 3 ? `; and ${entry.changes.length - 3} more` : ''}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dash-consents" css={card}>
          <h2 id="dash-consents" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Consents ending within 30 days
          </h2>
          {consents.isPending && <p role="status">Loading…</p>}
          {consents.data && consents.data.length === 0 && <p css={muted}>None.</p>}
          <ul css={{ margin: 0, paddingInlineStart: 20 }}>
            {consents.data?.map((consent) => (
              <li key={consent.id}>
                <Link href={itemHref('stories', consent.id)}>{consent.title}</Link>{' '}
                <span css={muted}>
                  {consent.consentEndsAt <= new Date().toISOString() ? 'ended' : 'ends'}{' '}
                  {when(consent.consentEndsAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dash-translations" css={card}>
          <h2 id="dash-translations" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Translations out of date
          </h2>
          {translations.isPending && <p role="status">Loading…</p>}
          {translations.isError && (
            <p css={errorBox}>The translation status could not be loaded.</p>
          )}
          {translations.data && outdated.length === 0 && (
            <p css={muted}>None: every translation is up to date with its English.</p>
          )}
          {outdated.length > 0 && (
            <ul css={{ margin: 0, paddingInlineStart: 20 }}>
              {outdated.map((language) => (
                <li key={language.code}>
                  <Link href={`/translations?lang=${language.code}`}>{language.name}</Link>
                  {': '}
                  {language.count} {language.count === 1 ? 'item' : 'items'} whose English changed
                  since
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="dash-content" css={{ ...card, marginTop: 16 }}>
        <h2 id="dash-content" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
          The site’s content
        </h2>
        <ul css={{ margin: 0, paddingInlineStart: 20, columns: '2 260px' }}>
          {COLLECTIONS.map((def) => (
            <li key={def.name}>
              <Link href={collectionHref(def.name)}>{def.plural}</Link>
            </li>
          ))}
          {GLOBALS.map((def) => (
            <li key={def.name}>
              <Link href={globalHref(def.name)}>{def.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {administrator && (
        <section aria-labelledby="dash-backup" css={{ ...card, marginTop: 16 }}>
          <h2 id="dash-backup" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Backup
          </h2>
          <p css={{ margin: '0 0 8px' }}>
            One file with the whole site: every text, account, message and image. Keep it somewhere
            safe; <code>npm run restore</code> brings it back on a new server.
          </p>
          <a href={BACKUP_ADDRESS} download>
            Download a backup
          </a>
        </section>
      )}
    </Screen>
  );
}
