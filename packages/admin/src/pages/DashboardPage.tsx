import { COLLECTIONS, GLOBALS, type StaffSession } from '@ia/shared';
import { Link } from 'wouter';
import { useConsents, useMessages, useSession } from '../api/hooks';
import { formatWhen } from '../editor/parts';
import { collectionHref, globalHref, itemHref } from '../shell/navigation';
import { card, errorBox, muted } from '../ui/styles';
import { Screen } from './Screen';

/** Where administrators download a backup of the whole site (the server writes it first). */
const BACKUP_ADDRESS = '/api/admin/backup';

/** /admin/: what needs attention (new messages, consents about to end) and where everything is. */
export function DashboardPage() {
  const messages = useMessages('unread', 1, 5);
  const consents = useConsents();
  const session = useSession();
  // GET /api/auth/me answers the whole StaffSession; the session hook types only its e-mail.
  const administrator = (session.data as Partial<StaffSession> | null | undefined)?.permissions
    ?.manageSettings;
  return (
    <Screen
      title="Dashboard"
      intro="What needs your attention, and every part of the site you can change."
    >
      <div
        css={{
          display: 'grid',
          gap: 16,
          '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <section aria-labelledby="dash-messages" css={card}>
          <h2 id="dash-messages" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            New messages
          </h2>
          {messages.isPending && <p role="status">Loading…</p>}
          {messages.isError && <p css={errorBox}>Messages could not be loaded.</p>}
          {messages.data && (
            <p css={{ margin: '0 0 8px' }}>
              {messages.data.counts?.unread ?? messages.data.total} unread.{' '}
              <Link href="/messages">Open the inbox</Link>
            </p>
          )}
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
                  {formatWhen(consent.consentEndsAt)}
                </span>
              </li>
            ))}
          </ul>
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
