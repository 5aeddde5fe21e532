import type { NewsletterIssue } from '@ia/shared';
import { Link } from 'wouter';
import { formatWhen } from '../editor/parts';
import { useIssues, useSubscriberCounts } from '../newsletter/api';
import { ISSUE_STATUS_LABELS, lagosWhen, progressOf, subscribersWord } from '../newsletter/words';
import { scroller, table } from '../ui/ListTable';
import { LoadError } from '../ui/LoadError';
import { card, muted, pill, primaryButton } from '../ui/styles';
import { Screen } from './Screen';

/** What an issue's row says of where it is: drafted, when it goes, how far its send is. */
function whereItIs(issue: NewsletterIssue) {
  if (issue.status === 'scheduled' && issue.scheduledAt)
    return `Goes ${lagosWhen(issue.scheduledAt)}`;
  if (issue.status === 'draft') return `Changed ${formatWhen(issue.updatedAt)}`;
  return progressOf(issue).text;
}

/**
 * /admin/newsletter: the issues, newest first, each with its status and (once sending) how many
 * e-mails were sent, failed and wait; a new issue; the subscribers' count.
 */
export function NewsletterIssuesPage() {
  const issues = useIssues();
  const counts = useSubscriberCounts();
  let body;
  if (issues.isPending) {
    body = (
      <p role="status" css={muted}>
        Loading the issues…
      </p>
    );
  } else if (issues.isError) {
    body = <LoadError what="The issues" error={issues.error} onRetry={() => issues.refetch()} />;
  } else if (issues.data.length === 0) {
    body = <p css={card}>No issue yet. Write the first one with “New issue”.</p>;
  } else {
    body = (
      <section css={{ ...card, minWidth: 0 }}>
        <div css={scroller} tabIndex={0} role="region" aria-label="Newsletter issues">
          <table css={table}>
            <caption>Issues, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Where it is</th>
              </tr>
            </thead>
            <tbody>
              {issues.data.map((issue) => (
                <tr key={issue.id}>
                  <th scope="row" css={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                    <Link href={`/newsletter/${issue.id}`} dir="auto">
                      {issue.document.subject}
                    </Link>
                  </th>
                  <td>
                    <span css={pill(issue.status === 'draft' ? 'grey' : 'green')}>
                      {ISSUE_STATUS_LABELS[issue.status]}
                    </span>
                  </td>
                  <td>{whereItIs(issue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  }
  return (
    <Screen
      title="Newsletter issues"
      intro={
        <>
          The e-mails sent to the newsletter’s subscribers.{' '}
          {counts.data
            ? `${subscribersWord(counts.data.status.subscribed)} receive the next issue.`
            : ''}{' '}
          <Link href="/newsletter/subscribers">See the subscribers</Link>.
        </>
      }
      actions={
        <Link href="/newsletter/new" css={primaryButton}>
          New issue
        </Link>
      }
    >
      {body}
    </Screen>
  );
}
