import { returnForChangesSchema, type ReviewState } from '@ia/shared';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { FormError, StaffForm, SubmitButton, TextAreaField } from '../forms/kit/fields';
import { useStaffForm } from '../forms/kit/useStaffForm';
import { Dialog } from '../ui/Dialog';
import { card, infoBox, muted, secondaryButton } from '../ui/styles';
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
        <ReturnForm
          noun={noun}
          onReturn={async (note) => {
            await onReturn(note);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      </Dialog>
    </section>
  );
}

/** The note of a draft sent back, as the server checks it. */
const returnNoteSchema = v.pick(returnForChangesSchema, ['note']);

/** What should change, sent to the author with the draft (the server's refusal shown on it). */
function ReturnForm({
  noun,
  onReturn,
  onCancel,
}: {
  noun: string;
  onReturn: (note: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useStaffForm({
    schema: returnNoteSchema,
    defaultValues: { note: '' },
    onSubmit: ({ note }) => onReturn(note),
  });
  return (
    <StaffForm form={form}>
      <FormError />
      <TextAreaField
        name="note"
        label="What should change?"
        rows={5}
        maxLength={2000}
        help={`The author is e-mailed the note with a link to the ${noun}.`}
      />
      <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <button type="button" css={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy="Sending…">Send back</SubmitButton>
      </div>
    </StaffForm>
  );
}
