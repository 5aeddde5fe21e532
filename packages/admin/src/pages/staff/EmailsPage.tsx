import { OUTBOX_STATUSES, type OutboxEmail, type OutboxHold, type OutboxStatus } from '@ia/shared';
import { useId, useState } from 'react';
import { retryEmail } from '../../api/staff';
import { staffKeys, useEmails, useStaffChange } from '../../api/staffHooks';
import { formatWhen } from '../../editor/parts';
import { emailKindLabel, formError, OUTBOX_STATUS_LABELS } from '../../staff/words';
import {
  card,
  errorBox,
  fieldLabel,
  infoBox,
  muted,
  pill,
  smallButton,
  textInput,
} from '../../ui/styles';
import { Screen } from '../Screen';
import { AdministratorsOnly } from './AdministratorsOnly';
import { Pager } from './Pager';

const PAGE_SIZE = 25;

const TONES: Record<OutboxStatus, 'amber' | 'green' | 'red'> = {
  pending: 'amber',
  sent: 'green',
  failed: 'red',
};

/** When it was sent, or when it is tried next, or why it failed. */
function progressOf(email: OutboxEmail): string {
  if (email.status === 'sent') return `Sent ${formatWhen(email.sentAt)}`;
  const tries = email.attempts === 0 ? 'Not tried yet' : `Tried ${email.attempts} times`;
  if (email.status === 'pending') {
    return email.attempts === 0 ? tries : `${tries}; next try ${formatWhen(email.nextAttemptAt)}`;
  }
  return `${tries}; given up`;
}

/** Why e-mails wait in the outbox and nobody receives them: the setting the server lacks. */
export function EmailsHeld({ hold }: { hold: OutboxHold }) {
  return hold === 'SMTP_URL' ? (
    <p role="note" css={errorBox}>
      No mail server is set up, so e-mails wait here and nobody receives them. Whoever runs the
      server sets <code>SMTP_URL</code> and <code>MAIL_FROM</code>; the waiting e-mails are then
      sent.
    </p>
  ) : (
    <p role="note" css={errorBox}>
      The site’s address is not set, so e-mails wait in the outbox and nobody receives them: the
      links in them could not be trusted to lead here. Whoever runs the server sets{' '}
      <code>PUBLIC_BASE_URL</code> (such as https://example.org); the waiting e-mails are then sent.
    </p>
  );
}

/**
 * /admin/emails (administrators): every e-mail the site wrote, newest first: waiting, sent or
 * failed, with the mail server's answer; a failed one can be tried again. Without a mail server
 * (SMTP_URL) e-mails wait here, and the screen says so.
 */
export function EmailsPage() {
  return (
    <AdministratorsOnly title="E-mails">
      <EmailsScreen />
    </AdministratorsOnly>
  );
}

function EmailsScreen() {
  const id = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const emails = useEmails({ page, pageSize: PAGE_SIZE, status: status || undefined });
  const retry = useStaffChange(retryEmail, [staffKeys.emails]);
  const data = emails.data;

  return (
    <Screen
      title="E-mails"
      intro="Invitations, password resets, contact messages and review requests the site sends, newest first."
    >
      {data && !data.sending && <EmailsHeld hold={data.held ?? 'SMTP_URL'} />}
      {data?.counts && (
        <p css={{ margin: '0 0 12px' }}>
          {data.counts.pending} waiting · {data.counts.sent} sent ·{' '}
          <strong css={{ color: data.counts.failed > 0 ? '#8a1c12' : undefined }}>
            {data.counts.failed} failed
          </strong>
        </p>
      )}
      <div css={{ marginBottom: 16, maxWidth: 280 }}>
        <label htmlFor={`${id}-status`} css={fieldLabel}>
          Show
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '');
            setPage(1);
          }}
          css={textInput}
        >
          <option value="">Every e-mail</option>
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {retry.isError && (
        <p role="alert" css={errorBox}>
          {formError(retry.error).message}
        </p>
      )}
      {retry.isSuccess && (
        <p role="status" css={infoBox}>
          The e-mail to {retry.data.to} is back in the queue.
        </p>
      )}
      {emails.isPending && <p role="status">Loading…</p>}
      {emails.isError && (
        <p role="alert" css={errorBox}>
          The e-mails could not be loaded. {emails.error.message}
        </p>
      )}
      {data && data.items.length === 0 && (
        <p css={card}>
          {status ? 'No e-mail is in this state.' : 'The site has sent no e-mail yet.'}
        </p>
      )}
      <ul
        aria-label="E-mails"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {data?.items.map((email) => (
          <li
            key={email.id}
            css={{
              ...card,
              padding: 12,
              display: 'flex',
              gap: 12,
              flexWrap: 'wrap',
              alignItems: 'center',
            }}
          >
            <div css={{ flex: '1 1 280px', minWidth: 0 }}>
              <p css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>{email.subject}</p>
              <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
                To {email.to} · {emailKindLabel(email.kind)} · Written {formatWhen(email.createdAt)}
              </p>
              <p css={{ ...muted, margin: '4px 0 0', fontSize: '0.9rem' }}>
                <span css={pill(TONES[email.status])}>{OUTBOX_STATUS_LABELS[email.status]}</span>{' '}
                {progressOf(email)}
              </p>
              {email.lastError && email.status !== 'sent' && (
                <p css={{ margin: '4px 0 0', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                  The mail server said: {email.lastError}
                </p>
              )}
            </div>
            {email.status === 'failed' && (
              <button
                type="button"
                css={smallButton}
                disabled={retry.isPending}
                onClick={() => retry.mutate(email.id)}
              >
                Try again<span css={{ position: 'absolute', left: -9999 }}>: {email.subject}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </Screen>
  );
}
