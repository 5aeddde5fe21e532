import type { AdminRevision, RevisionAction } from '@ia/shared';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../ui/Dialog';
import { card, errorBox, muted, primaryButton, secondaryButton, smallButton } from '../ui/styles';
import { formatInZone } from './zone';

/**
 * An instant for staff: `25 Nov 2026, 14:03 (Lagos time, WAT)`, in the site's zone (Lagos unless
 * one is given: useTimeZone) whatever the browser's (formatInZone, the one formatter of times).
 */
export function formatWhen(iso: string | null | undefined, timeZone?: string): string {
  return iso ? formatInZone(iso, timeZone) : '';
}

/** A stale save's 409 (someone saved meanwhile), with the way to load what they saved. */
export function ConflictNotice({
  conflict,
  onReload,
}: {
  conflict: string | null;
  onReload: () => Promise<void>;
}) {
  if (!conflict) return null;
  return (
    <div role="alert" css={errorBox}>
      <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{conflict}</p>
      <button type="button" css={secondaryButton} onClick={() => void onReload()}>
        Load the latest version (your changes here are dropped)
      </button>
    </div>
  );
}

/**
 * The buttons of an editor, always within reach: a bar fixed to the bottom of the screen on a
 * phone, sticky under the form on larger screens, with what state the document is in.
 */
export function ActionBar({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <div
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 20,
        background: '#fff',
        borderTop: '1px solid #cbd5d1',
        boxShadow: '0 -4px 16px rgba(16,24,40,0.08)',
        padding: '8px 12px',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        '@media (min-width: 1024px)': { insetInlineStart: 260, padding: '10px 16px' },
      }}
    >
      <div
        css={{
          flex: '1 1 100%',
          minWidth: 0,
          fontSize: '0.9rem',
          '@media (min-width: 768px)': { flex: '1 1 200px', fontSize: '1rem' },
        }}
        role="status"
      >
        {status}
      </div>
      <div
        css={{
          display: 'flex',
          gap: 8,
          flex: '1 1 100%',
          // Above the buttons' own styles (a button or link class alone would win over `> *`).
          '& > button, & > a': {
            flex: '1 1 0',
            minWidth: 0,
            paddingInline: 6,
            whiteSpace: 'normal',
            lineHeight: 1.2,
          },
          '@media (min-width: 768px)': {
            flex: '0 0 auto',
            '& > button, & > a': { flex: '0 0 auto', paddingInline: 16, whiteSpace: 'nowrap' },
          },
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Each kind of change in the history, in words. */
export const REVISION_WORDS: Record<RevisionAction, string> = {
  created: 'created',
  saved: 'saved',
  published: 'published',
  unpublished: 'unpublished',
  restored: 'restored',
  deleted: 'deleted',
  submitted: 'submitted for review',
  returned: 'sent back for changes',
};

/** Every recorded change (who, when, what), each restorable by those who may change the item. */
export function HistoryPanel({
  revisions,
  loading,
  current,
  onRestore,
  busy,
  canRestore = true,
}: {
  revisions: AdminRevision[] | undefined;
  loading: boolean;
  current: number;
  onRestore: (version: number) => void;
  busy: boolean;
  canRestore?: boolean;
}) {
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <section aria-labelledby="history-title" css={{ ...card, marginTop: 24 }}>
      <h2 id="history-title" css={{ margin: '0 0 12px', fontSize: '1.2rem' }}>
        History
      </h2>
      {loading && <p role="status">Loading the history…</p>}
      {revisions && revisions.length === 0 && <p css={muted}>No changes recorded yet.</p>}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {revisions?.map((revision) => (
          <li
            key={revision.version}
            css={{
              display: 'flex',
              gap: 12,
              flexWrap: 'wrap',
              alignItems: 'baseline',
              borderBottom: '1px solid #e2e8f0',
              paddingBottom: 8,
            }}
          >
            <span css={{ fontWeight: 700 }}>Version {revision.version}</span>
            <span>
              {REVISION_WORDS[revision.action] ?? revision.action}{' '}
              {revision.by ? `by ${revision.by}` : 'by the system'} · {formatWhen(revision.at)}
            </span>
            {revision.changes.length > 0 && (
              <span css={{ ...muted, flex: '1 1 100%' }}>{revision.changes.join('; ')}</span>
            )}
            {canRestore && revision.version !== current && revision.action !== 'deleted' && (
              <button
                type="button"
                css={smallButton}
                disabled={busy}
                onClick={() => setAsking(revision.version)}
              >
                Restore version {revision.version}
              </button>
            )}
          </li>
        ))}
      </ol>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={`Restore version ${asking}?`}
      >
        <p>
          The content of version {asking} becomes the current one, as a new version. Nothing is
          lost: the current version stays in the history. A consent end date is never undone by a
          restore.
        </p>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={() => setAsking(null)}>
            Cancel
          </button>
          <button
            type="button"
            css={primaryButton}
            onClick={() => {
              if (asking !== null) onRestore(asking);
              setAsking(null);
            }}
          >
            Restore
          </button>
        </div>
      </Dialog>
    </section>
  );
}

/** The public page as it would be, drawn by the server from the unsaved form (no script runs in it). */
export function PreviewDialog({
  open,
  onClose,
  html,
  error,
  path,
}: {
  open: boolean;
  onClose: () => void;
  html: string | null;
  error: string | null;
  path: string | null;
}) {
  const [width, setWidth] = useState<'phone' | 'desktop'>('desktop');
  return (
    <Dialog open={open} onClose={onClose} title="Preview of the public page" wide>
      <div
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}
      >
        <span css={muted}>
          {path ? `As ${path} would look with your changes (not saved yet).` : ''}
        </span>
        <span css={{ flex: 1 }} />
        <button
          type="button"
          css={smallButton}
          aria-pressed={width === 'phone'}
          onClick={() => setWidth('phone')}
        >
          Phone width
        </button>
        <button
          type="button"
          css={smallButton}
          aria-pressed={width === 'desktop'}
          onClick={() => setWidth('desktop')}
        >
          Desktop width
        </button>
        <button type="button" css={primaryButton} onClick={onClose}>
          Close preview
        </button>
      </div>
      {error && (
        <p role="alert" css={{ color: '#8a1c12' }}>
          {error}
        </p>
      )}
      {!html && !error && <p role="status">Drawing the page…</p>}
      {html && (
        <div
          css={{
            display: 'flex',
            justifyContent: 'center',
            background: '#e9edf0',
            padding: 8,
            borderRadius: 8,
          }}
        >
          <iframe
            title="Preview"
            srcDoc={html}
            sandbox="allow-same-origin"
            css={{
              width: width === 'phone' ? 390 : '100%',
              height: '70vh',
              border: 0,
              background: '#fff',
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
