import type { ReviewState } from '@ia/shared';
import { useId, useState, type FormEvent } from 'react';
import { formError } from '../staff/words';
import { Dialog } from '../ui/Dialog';
import {
  card,
  errorBox,
  fieldError,
  fieldLabel,
  infoBox,
  muted,
  primaryButton,
  secondaryButton,
  textInput,
} from '../ui/styles';
import { formatWhen } from './parts';

/**
 * Review and publishing of an item, beside its editor: where it is in review (waiting, or sent
 * back with the editor's note), what the signed-in role may do about it and why not, and for
 * editors the note that sends a draft back to its author.
 */
export function ReviewPanel({
  noun,
  review,
  published,
  publishRefusal,
  editRefusal,
  canReview,
  busy,
  onReturn,
}: {
  noun: string;
  review: ReviewState | null;
  published: boolean;
  /** Why this account may not publish (a contributor): they submit for review instead. */
  publishRefusal: string | undefined;
  /** Why this account may not change the item at all. */
  editRefusal: string | undefined;
  canReview: boolean;
  busy: boolean;
  /** Sends the draft back with `note`; throws what the server answered. */
  onReturn: (note: string) => Promise<void>;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (note.trim() === '') {
      setError('Write a note for the author: what should change?');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onReturn(note.trim());
      setAsking(false);
      setNote('');
    } catch (caught) {
      const { message, fields } = formError(caught);
      setError(fields.note ?? message);
    } finally {
      setSending(false);
    }
  };

  const waiting = review?.state === 'submitted';
  const returned = review?.state === 'returned';
  if (!review && !publishRefusal && !editRefusal) return null;

  return (
    <section aria-labelledby={`${id}-title`} css={{ ...card, marginTop: 24 }}>
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Review and publishing
      </h2>
      {editRefusal && (
        <p css={infoBox}>
          You can read this {noun} but not change it. {editRefusal}.
        </p>
      )}
      {waiting && (
        <p css={{ margin: '0 0 8px' }}>
          <strong>Waiting for review</strong> since {formatWhen(review.at)}
          {review.by ? `, submitted by ${review.by}` : ''}.{' '}
          {canReview
            ? 'Publish it, or send it back to its author with a note.'
            : 'An editor publishes it, or sends it back to you with a note. You can still change it meanwhile.'}
        </p>
      )}
      {returned && (
        <div css={{ margin: '0 0 8px' }}>
          <p css={{ margin: '0 0 4px' }}>
            <strong>Sent back for changes</strong> {formatWhen(review.at)}
            {review.by ? ` by ${review.by}` : ''}:
          </p>
          <blockquote
            css={{
              margin: 0,
              padding: '8px 12px',
              borderInlineStart: '4px solid #8a9a92',
              background: '#f1f4f2',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {review.note}
          </blockquote>
        </div>
      )}
      {publishRefusal && !editRefusal && !published && (
        <p css={{ ...muted, margin: '0 0 8px' }}>
          {publishRefusal}. {waiting ? '' : 'When it is ready, choose Submit for review below.'}
        </p>
      )}
      {canReview && waiting && (
        <button type="button" css={secondaryButton} disabled={busy} onClick={() => setAsking(true)}>
          Send back with a note
        </button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} title="Send back with a note">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}-note`} css={fieldLabel}>
            What should change?
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={5}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-note-error` : `${id}-note-help`}
            css={{ ...textInput, resize: 'vertical' }}
          />
          {error ? (
            <p id={`${id}-note-error`} role="alert" css={fieldError}>
              {error}
            </p>
          ) : (
            <p id={`${id}-note-help`} css={{ ...muted, margin: '4px 0 0' }}>
              The author is e-mailed the note with a link to the {noun}.
            </p>
          )}
          <div
            css={{
              display: 'flex',
              gap: 8,
              justifyContent: 'flex-end',
              flexWrap: 'wrap',
              marginTop: 16,
            }}
          >
            <button type="button" css={secondaryButton} onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button type="submit" css={primaryButton} disabled={sending}>
              {sending ? 'Sending…' : 'Send back'}
            </button>
          </div>
        </form>
      </Dialog>
      {error && !asking && (
        <p role="alert" css={errorBox}>
          {error}
        </p>
      )}
    </section>
  );
}
