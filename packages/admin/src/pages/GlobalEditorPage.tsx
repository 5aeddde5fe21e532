import { globalNamed, globalRefusal, type GlobalDef } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import * as api from '../api/admin';
import { invalidateContent, keys, useGlobalRecord, useRevisions, useSession } from '../api/hooks';
import {
  ActionBar,
  ConflictNotice,
  HistoryPanel,
  PreviewDialog,
  formatWhen,
} from '../editor/parts';
import { useEditor } from '../editor/useEditor';
import { EditorForm } from '../forms/DocumentForm';
import { languageOfSearch } from '../forms/state';
import { errorBox, infoBox, muted, pill, primaryButton, secondaryButton } from '../ui/styles';
import { NotFoundPage } from './NotFoundPage';
import { Screen } from './Screen';

/** /admin/globals/{name}: one record (a page's texts, the organisation's details). */
export function GlobalEditorPage({ params }: { params: { name?: string } }) {
  const def = globalNamed(params.name ?? '');
  const lang = languageOfSearch(useSearch());
  if (!def) return <NotFoundPage />;
  return <GlobalEditor key={`${def.name}-${lang}`} def={def} lang={lang} />;
}

function GlobalEditor({ def, lang }: { def: GlobalDef; lang: string }) {
  const record = useGlobalRecord(def);
  const revisions = useRevisions(def, undefined);
  const session = useSession();
  const client = useQueryClient();
  // The form starts from the global as the server holds it now, not an earlier visit's copy.
  const editor = useEditor(
    def,
    record.isFetchedAfterMount ? record.data?.document : undefined,
    lang,
  );

  if (record.isPending || (!record.isFetchedAfterMount && !record.isError))
    return (
      <Screen title={def.label}>
        <p role="status">Loading…</p>
      </Screen>
    );
  if (record.isError) {
    return (
      <Screen title={def.label}>
        <p role="alert" css={errorBox}>
          {record.error.message}
        </p>
      </Screen>
    );
  }
  const form = editor.form;
  if (!form || !session.data) return null;
  const current = record.data;
  // Site settings for administrators, the pages' texts for editors too (the server's words).
  const refusal = globalRefusal(session.data.role, def);

  const written = async (write: () => Promise<api.EditableGlobal>) => {
    const answer = await editor.run(write);
    if (answer) {
      client.setQueryData(keys.global(def.name), answer);
      invalidateContent(client, 'globals');
      void revisions.refetch();
    }
  };

  const save = async () => {
    if (!(await editor.check())) return;
    await written(() => api.saveGlobal(def, current.version, form));
  };

  return (
    <Screen title={def.label} intro={def.description}>
      <ConflictNotice
        conflict={editor.conflict}
        onReload={async () => {
          const latest = await record.refetch();
          if (latest.data) editor.reset(latest.data.document);
        }}
      />
      {refusal && <p css={infoBox}>You can read these texts but not change them. {refusal}.</p>}
      <EditorForm
        def={def}
        editor={editor}
        readOnly={!!refusal}
        needsReview={current.needsReview}
        onReviewed={(code) => void written(() => api.markGlobalReviewed(def, code))}
      />
      <HistoryPanel
        revisions={revisions.data}
        loading={revisions.isPending}
        current={current.version}
        busy={editor.busy}
        canRestore={!refusal}
        onRestore={(version) =>
          void written(() => api.restoreGlobal(def, version, current.version))
        }
      />
      <ActionBar
        status={
          <span css={muted}>
            {refusal && (
              <>
                <span css={pill('grey')}>Read only</span>{' '}
              </>
            )}
            {editor.dirty
              ? 'Unsaved changes: they show on the site once saved'
              : current.updatedAt
                ? `Live. Saved ${formatWhen(current.updatedAt)}${current.updatedBy ? ` by ${current.updatedBy}` : ''}`
                : 'Not written yet'}
          </span>
        }
      >
        {def.previewPath && (
          <button
            type="button"
            css={secondaryButton}
            onClick={() =>
              void editor.openPreview({ path: def.previewPath!, kind: 'global', name: def.name })
            }
          >
            Preview
          </button>
        )}
        {!refusal && (
          <button
            type="button"
            css={primaryButton}
            disabled={editor.busy || !editor.dirty}
            onClick={() => void save()}
          >
            Save and publish
          </button>
        )}
      </ActionBar>
      <PreviewDialog {...editor.preview} onClose={editor.closePreview} />
    </Screen>
  );
}
