import { collectionNamed, type ReviewEntry } from '@ia/shared';
import { Link } from 'wouter';
import { useSession } from '../api/hooks';
import { useReviews } from '../api/staffHooks';
import { formatWhen } from '../editor/parts';
import { itemHref } from '../shell/navigation';
import { reviewLabel } from '../staff/words';
import { card, errorBox, muted, pill } from '../ui/styles';
import { Screen } from './Screen';

/** One draft in review: what it is, who wrote it, since when, and the note of one sent back. */
export function ReviewLine({ entry }: { entry: ReviewEntry }) {
  const def = collectionNamed(entry.kind);
  const waiting = entry.review.state === 'submitted';
  return (
    <li css={{ ...card, padding: 12 }}>
      <Link
        href={itemHref(entry.kind, entry.id)}
        css={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
      >
        {entry.title || `(untitled ${def?.label.toLowerCase() ?? 'item'})`}
      </Link>
      <p css={{ ...muted, margin: '4px 0 0', fontSize: '0.9rem' }}>
        <span css={pill(waiting ? 'amber' : 'red')}>{reviewLabel(entry.review)}</span>{' '}
        {def?.label ?? entry.kind}
        {entry.createdBy ? ` by ${entry.createdBy}` : ''} · {waiting ? 'Submitted' : 'Sent back'}{' '}
        {formatWhen(entry.review.at)}
        {!waiting && entry.review.by ? ` by ${entry.review.by}` : ''}
      </p>
      {!waiting && entry.review.note && (
        <p css={{ margin: '6px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{entry.review.note}”
        </p>
      )}
    </li>
  );
}

/**
 * /admin/review: for editors and administrators, the drafts contributors submitted, the longest
 * waiting first; for a contributor, their own drafts in review or sent back with a note.
 */
export function ReviewPage() {
  const session = useSession();
  const reviews = useReviews();
  const reviewer = session.data?.permissions.review ?? false;
  const list = reviews.data ?? [];
  return (
    <Screen
      title={reviewer ? 'Waiting for review' : 'Your drafts in review'}
      intro={
        reviewer
          ? 'Drafts contributors submitted: open one to publish it, or send it back to its author with a note.'
          : 'Drafts you submitted: an editor publishes them or sends them back with a note. You get an e-mail either way.'
      }
    >
      {reviews.isPending && <p role="status">Loading…</p>}
      {reviews.isError && (
        <p role="alert" css={errorBox}>
          The review list could not be loaded. {reviews.error.message}
        </p>
      )}
      {reviews.data && list.length === 0 && (
        <p css={card}>
          {reviewer
            ? 'Nothing is waiting for review.'
            : 'None of your drafts is in review. Open one and choose Submit for review when it is ready.'}
        </p>
      )}
      <ul
        aria-label="Drafts in review"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {list.map((entry) => (
          <ReviewLine key={`${entry.kind}-${entry.id}`} entry={entry} />
        ))}
      </ul>
    </Screen>
  );
}
