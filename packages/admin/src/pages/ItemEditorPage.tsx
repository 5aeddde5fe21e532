import { canReview, collectionNamed, type CollectionDef } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import * as api from '../api/admin';
import { invalidateContent, keys, useItem, useRevisions, useSession } from '../api/hooks';
import { returnToAuthor, submitForReview } from '../api/staff';
import { staffKeys } from '../api/staffHooks';
import {
  ActionBar,
  ConflictNotice,
  HistoryPanel,
  PreviewDialog,
  formatWhen,
} from '../editor/parts';
import { ReviewPanel } from '../editor/ReviewPanel';
import { PublicationStatus } from '../editor/PublicationStatus';
import { useEditor } from '../editor/useEditor';
import { WithdrawConsent, consentFieldOf } from '../editor/WithdrawConsent';
import { ItemReach } from '../reach/ItemReach';
import { EditorForm } from '../forms/DocumentForm';
import { emptyDocument, languageOfSearch } from '../forms/state';
import { navigateAfterSave } from '../shell/guard';
import { collectionHref, itemHref } from '../shell/navigation';
import { refusalsFor } from '../staff/access';
import { reviewLabel } from '../staff/words';
import { Dialog } from '../ui/Dialog';
import {
  dangerButton,
  errorBox,
  infoBox,
  muted,
  pill,
  primaryButton,
  secondaryButton,
} from '../ui/styles';
import { NotFoundPage } from './NotFoundPage';
import { Screen } from './Screen';

/** Where the public page of an item is (its address filled in), for the preview. */
export function previewPathOf(def: CollectionDef, slug: string | undefined): string | undefined {
  if (!def.previewPath) return undefined;
  if (def.previewPath.includes('{slug}'))
    return slug ? def.previewPath.replace('{slug}', slug) : undefined;
  return def.previewPath;
}

/** /admin/{collection}/{id} and /admin/{collection}/new: one item, in every language. */
export function ItemEditorPage({ params }: { params: { collection?: string; id?: string } }) {
  const def = collectionNamed(params.collection ?? '');
  const lang = languageOfSearch(useSearch());
  if (!def) return <NotFoundPage />;
  const id = params.id === 'new' ? undefined : Number(params.id);
  if (id !== undefined && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  return <ItemEditor key={`${def.name}-${params.id}-${lang}`} def={def} id={id} lang={lang} />;
}

function ItemEditor({
  def,
  id,
  lang,
}: {
  def: CollectionDef;
  id: number | undefined;
  lang: string;
}) {
  const record = useItem(def, id);
  const revisions = useRevisions(def, id);
  const session = useSession();
  const client = useQueryClient();
  // The form starts from the item as the server holds it now, never from an earlier visit's copy.
  const loaded = id === undefined || record.isFetchedAfterMount;
  const editor = useEditor(
    def,
    id === undefined ? emptyDocument(def) : loaded ? record.data?.document : undefined,
    lang,
  );
  const { busy, setBusy } = editor;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const current = record.data;
  const noun = def.label.toLowerCase();

  if (id !== undefined && (record.isPending || (!loaded && !record.isError)))
    return (
      <Screen title={def.label}>
        <p role="status">Loading…</p>
      </Screen>
    );
  if (id !== undefined && record.isError) {
    return (
      <Screen title={def.label}>
        <p role="alert" css={errorBox}>
          {record.error.message}
        </p>
        <Link href={collectionHref(def.name)}>Back to {def.plural}</Link>
      </Screen>
    );
  }
  const form = editor.form;
  if (!form || !session.data) return null;
  // What this account may do to the item, and why not (the server's words).
  const refusals = refusalsFor(session.data, current);
  const readOnly = refusals.edit !== undefined;
  const canPublish = refusals.publish === undefined;
  const waiting = current?.review?.state === 'submitted';

  const written = async (write: () => Promise<api.EditableItem>) => {
    const answer = await editor.run(write);
    if (answer) {
      client.setQueryData(keys.item(def.name, answer.id), answer);
      invalidateContent(client, def.name);
      if (id !== undefined) void revisions.refetch();
      void client.invalidateQueries({ queryKey: staffKeys.reviews });
    }
    return answer;
  };

  /** Saves the form; a new item then also gets `then` (publishing) before its own address. */
  const save = async (then?: (created: api.EditableItem) => Promise<unknown>) => {
    if (!(await editor.check())) return undefined;
    if (id === undefined) {
      const created = await written(() => api.createItem(def, form));
      if (created && then) await then(created);
      // Saved: the address of the new item, without asking about unsaved changes.
      if (created) navigateAfterSave(itemHref(def.name, created.id), { replace: true });
      return created;
    }
    return written(() => api.saveItem(def, id, current!.version, form));
  };

  const setPublished = async (publish: boolean) => {
    if (id === undefined) {
      await save((created) =>
        written(() => api.setItemPublished(def, created.id, created.version, publish)),
      );
      return;
    }
    let version = current?.version;
    if (editor.dirty) {
      const saved = await save();
      if (!saved) return;
      version = saved.version;
    }
    await written(() => api.setItemPublished(def, id, version!, publish));
  };

  /** Saves what changed first (a new draft too), then asks the editors for a review. */
  const submit = async () => {
    if (!(await editor.check())) return;
    let target = current;
    if (id === undefined) target = await written(() => api.createItem(def, form));
    else if (editor.dirty)
      target = await written(() => api.saveItem(def, id, current!.version, form));
    if (!target) return;
    const saved = target;
    await written(() => submitForReview(def, saved.id, saved.version));
    // A new draft has its own address now (saved even if the submit failed: nothing is lost).
    if (id === undefined) navigateAfterSave(itemHref(def.name, saved.id), { replace: true });
  };

  const sendBack = async (note: string) => {
    if (id === undefined || !current) return;
    // A failure is shown in the note's dialog: thrown, not swallowed by `written`.
    const answer = await returnToAuthor(def, id, current.version, note);
    client.setQueryData(keys.item(def.name, answer.id), answer);
    editor.reset(answer.document);
    invalidateContent(client, def.name);
    void revisions.refetch();
    void client.invalidateQueries({ queryKey: staffKeys.reviews });
  };

  const remove = async () => {
    if (id === undefined || !current) return;
    setBusy(true);
    try {
      await api.deleteItem(def, id, current.version);
      invalidateContent(client, def.name);
      navigateAfterSave(collectionHref(def.name));
    } catch (error) {
      setBusy(false);
      setConfirmDelete(false);
      alertError(error);
    }
  };

  const alertError = (error: unknown) => window.alert((error as Error).message);

  const consentField = consentFieldOf(def);
  const savedEnd = consentField ? current?.document[consentField] : undefined;
  const consentEnded = typeof savedEnd === 'string' && savedEnd <= new Date().toISOString();
  const path = previewPathOf(def, String(form.slug || current?.document.slug || ''));
  const title = String(form[def.titleField] ?? '') || `New ${noun}`;
  const status = current ? (
    <span>
      <PublicationStatus
        item={{ ...current, consentEndsAt: typeof savedEnd === 'string' ? savedEnd : null }}
      />{' '}
      {reviewLabel(current.review) && (
        <>
          <span css={pill(waiting ? 'amber' : 'red')}>{reviewLabel(current.review)}</span>{' '}
        </>
      )}
      {readOnly && (
        <>
          <span css={pill('grey')}>Read only</span>{' '}
        </>
      )}
      <span css={muted}>
        {editor.dirty
          ? 'Unsaved changes'
          : `Saved ${formatWhen(current.updatedAt)}${current.updatedBy ? ` by ${current.updatedBy}` : ''}`}
      </span>
    </span>
  ) : (
    <span css={muted}>{editor.dirty ? 'Not saved yet' : 'New, empty'}</span>
  );

  return (
    <Screen
      title={title}
      breadcrumb={<Link href={collectionHref(def.name)}>{def.plural}</Link>}
      intro={def.description}
    >
      <ConflictNotice
        conflict={editor.conflict}
        onReload={async () => {
          const latest = await record.refetch();
          if (latest.data) editor.reset(latest.data.document);
        }}
      />
      {current && current.formerSlugs.length > 0 && (
        <p css={infoBox}>
          Earlier addresses that still lead here: {current.formerSlugs.join(', ')}
        </p>
      )}
      {current && <ItemReach def={def} slug={current.document.slug} />}
      <EditorForm
        def={def}
        editor={editor}
        readOnly={readOnly}
        needsReview={current?.needsReview ?? []}
        onReviewed={
          id !== undefined && canReview(session.data.role)
            ? (code) => void written(() => api.markItemReviewed(def, id, code))
            : undefined
        }
      />
      <ReviewPanel
        noun={noun}
        review={current?.review ?? null}
        published={current?.status === 'published'}
        publishRefusal={refusals.publish}
        editRefusal={refusals.edit}
        canReview={refusals.review === undefined}
        busy={busy}
        onReturn={sendBack}
      />
      {id !== undefined && current && consentField && !readOnly && !consentEnded && (
        <WithdrawConsent
          def={def}
          id={id}
          title={title}
          doc={form}
          endsAt={
            typeof current.document[consentField] === 'string'
              ? String(current.document[consentField])
              : null
          }
          busy={busy}
          onWithdraw={async (at) => {
            if (!(await editor.check())) return undefined;
            const answer = await written(() =>
              api.saveItem(def, id, current.version, { ...form, [consentField]: at }),
            );
            if (answer) editor.reset(answer.document);
            return answer;
          }}
        />
      )}
      {id !== undefined && refusals.delete === undefined && (
        <section aria-labelledby="delete-title" css={{ marginTop: 24 }}>
          <h2 id="delete-title" css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
            Delete
          </h2>
          <p css={{ ...muted, margin: '0 0 8px' }}>
            Takes the {noun} off the site. Its history stays, so it can be brought back.
          </p>
          <button
            type="button"
            css={dangerButton}
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            Delete this {noun}
          </button>
        </section>
      )}
      {id !== undefined && (
        <HistoryPanel
          revisions={revisions.data}
          loading={revisions.isPending}
          current={current?.version ?? 0}
          busy={busy}
          canRestore={!readOnly}
          onRestore={(version) =>
            void written(() => api.restoreItem(def, id, version, current!.version))
          }
        />
      )}
      <ActionBar status={status}>
        {path && (
          <button
            type="button"
            css={secondaryButton}
            onClick={() =>
              void editor.openPreview({ path, kind: 'collection', name: def.name, id })
            }
          >
            Preview
          </button>
        )}
        {!readOnly && (
          <button
            type="button"
            css={secondaryButton}
            disabled={busy || (!editor.dirty && id !== undefined)}
            onClick={() => void save()}
          >
            {current?.status === 'published' ? 'Save' : 'Save draft'}
          </button>
        )}
        {current?.status === 'published'
          ? canPublish && (
              <button
                type="button"
                css={secondaryButton}
                disabled={busy}
                onClick={() => void setPublished(false)}
              >
                Unpublish
              </button>
            )
          : canPublish
            ? !readOnly && (
                <button
                  type="button"
                  css={primaryButton}
                  disabled={busy}
                  onClick={() => void setPublished(true)}
                >
                  {editor.dirty || id === undefined ? 'Save and publish' : 'Publish'}
                </button>
              )
            : !readOnly && (
                <button
                  type="button"
                  css={primaryButton}
                  disabled={busy || waiting}
                  onClick={() => void submit()}
                >
                  {waiting
                    ? 'Waiting for review'
                    : editor.dirty || id === undefined
                      ? 'Save and submit for review'
                      : 'Submit for review'}
                </button>
              )}
      </ActionBar>
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete this ${noun}?`}
      >
        <p>
          “{title}” is removed from every page of the site. Its history is kept, so it can be
          written again from there.
        </p>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={() => setConfirmDelete(false)}>
            Keep it
          </button>
          <button type="button" css={dangerButton} onClick={() => void remove()}>
            Delete
          </button>
        </div>
      </Dialog>
      <PreviewDialog {...editor.preview} onClose={editor.closePreview} />
    </Screen>
  );
}
