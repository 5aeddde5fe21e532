import { AUDIT_EVENTS } from '@ia/shared';
import { useId, useState } from 'react';
import { useAuditLog } from '../../api/staffHooks';
import { formatWhen } from '../../editor/parts';
import { AUDIT_EVENT_LABELS, auditDetails, auditEventLabel } from '../../staff/words';
import { card, fieldLabel, muted, textInput } from '../../ui/styles';
import { Screen } from '../Screen';
import { AdministratorsOnly } from './AdministratorsOnly';
import { Pager } from './Pager';
import { LoadError } from '../../ui/LoadError';

const PAGE_SIZE = 50;

/**
 * /admin/audit-log (administrators): the security events (sign-ins and their failures,
 * invitations, role changes, passwords, two-factor sign-in, deactivations), newest first.
 */
export function AuditLogPage() {
  return (
    <AdministratorsOnly title="Audit log">
      <AuditLogScreen />
    </AdministratorsOnly>
  );
}

function AuditLogScreen() {
  const id = useId();
  const [event, setEvent] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, pageSize: PAGE_SIZE, event: event || undefined });
  const data = log.data;

  return (
    <Screen
      title="Audit log"
      intro="Who signed in, who failed to, and every change of the staff accounts, newest first."
    >
      <div css={{ marginBottom: 16, maxWidth: 320 }}>
        <label htmlFor={`${id}-event`} css={fieldLabel}>
          Show
        </label>
        <select
          id={`${id}-event`}
          value={event}
          onChange={(change) => {
            setEvent(change.target.value);
            setPage(1);
          }}
          css={textInput}
        >
          <option value="">Every event</option>
          {AUDIT_EVENTS.map((name) => (
            <option key={name} value={name}>
              {AUDIT_EVENT_LABELS[name]}
            </option>
          ))}
        </select>
      </div>
      {log.isPending && <p role="status">Loading…</p>}
      {log.isError && <LoadError what="The audit log" error={log.error} onRetry={log.refetch} />}
      {data && data.items.length === 0 && <p css={card}>No event of this kind yet.</p>}
      <ol
        aria-label="Events"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
      >
        {data?.items.map((item) => {
          const details = auditDetails(item);
          const about =
            item.targetEmail && item.targetEmail !== item.actorEmail ? item.targetEmail : null;
          return (
            <li key={item.id} css={{ ...card, padding: '10px 12px' }}>
              <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
                <strong>{auditEventLabel(item.event)}</strong>
                {details && ` · ${details}`}
              </p>
              <p
                css={{ ...muted, margin: '2px 0 0', fontSize: '0.9rem', overflowWrap: 'anywhere' }}
              >
                {formatWhen(item.at)}
                {' · '}
                {item.actorEmail ? `By ${item.actorEmail}` : 'Not signed in'}
                {about && ` · Account ${about}`}
                {item.address && ` · From ${item.address}`}
              </p>
            </li>
          );
        })}
      </ol>
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </Screen>
  );
}
