import {
  LANGUAGE_NAMES,
  newsletterIssueDef,
  newsletterSendRefusal,
  type NewsletterIssue,
  type NewsletterIssueDocument,
} from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { EditableDocument } from '../api/admin';
import { useSession } from '../api/hooks';
import { ActionBar, ConflictNotice, formatWhen } from '../editor/parts';
import { useEditor } from '../editor/useEditor';
import { EditorForm } from '../forms/DocumentForm';
import { emptyDocument } from '../forms/state';
import {
  createIssue,
  fetchIssue,
  newsletterKeys,
  saveIssue,
  sendTest,
  useIssue,
  useSendIssue,
  useSubscriberCounts,
} from '../newsletter/api';
import { IssuePreview } from '../newsletter/IssuePreview';
import { SendDialog } from '../newsletter/SendDialog';
import {
  ISSUE_STATUS_LABELS,
  lagosWhen,
  progressOf,
  versionLanguages,
  versionsSentence,
} from '../newsletter/words';
import { navigateAfterSave } from '../shell/guard';
import { LoadError } from '../ui/LoadError';
import { card, help, infoBox, muted, pill, primaryButton, secondaryButton } from '../ui/styles';
import { NotFoundPage } from './NotFoundPage';
import { Screen } from './Screen';

const def = newsletterIssueDef;
const asEditable = (document: NewsletterIssueDocument) =>
  ({ ...document, translations: document.translations ?? {} }) as unknown as EditableDocument;

/** /admin/newsletter/{id} and /admin/newsletter/new: one issue, in every language. */
export function NewsletterIssuePage({ params }: { params: { id?: string } }) {
  const id = params.id === 'new' ? undefined : Number(params.id);
  if (id !== undefined && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  return <IssueEditor key={params.id} id={id} />;
}

/** How far a send is: a progress bar with the counts in words, asked again every few seconds. */
function SendProgress({ issue }: { issue: NewsletterIssue }) {
  const progress = progressOf(issue);
  return (
    <section aria-labelledby="send-progress" css={{ ...card, marginBottom: 16 }}>
      <h2 id="send-progress" css={{ margin: '0 0 8px', fontSize: '1.15rem' }}>
        {issue.status === 'sent' ? 'Sent' : 'Sending'}
      </h2>
      <progress
        max={Math.max(progress.total, 1)}
        value={progress.done}
        aria-labelledby="send-progress"
        aria-describedby="send-progress-text"
        css={{ width: '100%', height: 20 }}
      />
      <p id="send-progress-text" role="status" css={{ margin: '6px 0 0' }}>
        {progress.text}
        {issue.status === 'sent' && issue.sentAt ? `. Finished ${formatWhen(issue.sentAt)}.` : ''}
      </p>
    </section>
  );
}

function IssueEditor({ id }: { id: number | undefined }) {
  const record = useIssue(id);
  const session = useSession();
  const counts = useSubscriberCounts();
  const client = useQueryClient();
  const { toast } = useToast();
  const send = useSendIssue(id ?? 0);
  const loaded = id === undefined || record.isFetchedAfterMount;
  const editor = useEditor(
    def,
    id === undefined
      ? emptyDocument(def)
      : loaded && record.data
        ? asEditable(record.data.document)
        : undefined,
  );
  const [previewing, setPreviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [testing, setTesting] = useState(false);

  const title = id === undefined ? 'New newsletter issue' : 'Newsletter issue';
  const breadcrumb = <Link href="/newsletter">Newsletter issues</Link>;
  if (id !== undefined && (record.isPending || (!record.isFetchedAfterMount && !record.isError))) {
    return (
      <Screen title={title} breadcrumb={breadcrumb}>
        <p role="status">Loading…</p>
      </Screen>
    );
  }
  if (record.isError) {
    return (
      <Screen title={title} breadcrumb={breadcrumb}>
        <LoadError what="The issue" error={record.error} onRetry={() => record.refetch()} />
      </Screen>
    );
  }
  const form = editor.form;
  if (!form || !session.data) return null;
  const issue = record.data;
  const status = issue?.status ?? 'draft';
  const locked = status === 'sending' || status === 'sent';
  const refusal = newsletterSendRefusal(session.data.role);
  const languages = versionLanguages(form as unknown as NewsletterIssueDocument);
  const versions = versionsSentence(languages);
  const saved = id !== undefined && !editor.dirty;

  const written = async (write: () => Promise<{ id: number }>) =>
    editor.run(async () => {
      const answer = await write();
      const fresh = await fetchIssue(answer.id);
      client.setQueryData(newsletterKeys.issue(answer.id), fresh);
      void client.invalidateQueries({ queryKey: newsletterKeys.issues });
      return { ...fresh, document: asEditable(fresh.document) };
    });

  const save = async () => {
    if (!(await editor.check())) return;
    const document = form as unknown as NewsletterIssueDocument;
    if (id === undefined) {
      const created = await written(() => createIssue(document));
      if (created) navigateAfterSave(`/newsletter/${created.id}`, { replace: true });
      return;
    }
    const answer = await written(() => saveIssue(id, issue!.version, document));
    if (answer) toast({ title: 'Saved' });
  };

  const test = async () => {
    if (id === undefined) return;
    setTesting(true);
    try {
      // The version of the language being edited, where the issue has one.
      const language = languages.includes(editor.lang) ? editor.lang : 'en';
      const answer = await sendTest(id, language);
      toast({
        title: 'Test sent',
        description: `The ${LANGUAGE_NAMES[language] ?? language} version is on its way to ${answer.to}.`,
      });
    } catch (error) {
      toast({
        title: 'The test was not sent',
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setTesting(false);
    }
  };

  const statusWords =
    status === 'scheduled' && issue?.scheduledAt
      ? `Scheduled for ${lagosWhen(issue.scheduledAt)}`
      : ISSUE_STATUS_LABELS[status];

  return (
    <Screen
      title={title}
      breadcrumb={breadcrumb}
      intro="Write the issue in English, then a version in each language you can: each language's subscribers get theirs, the others the English one. Save, preview it, send yourself a test, then send it or schedule it."
    >
      <ConflictNotice
        conflict={editor.conflict}
        onReload={async () => {
          const latest = await record.refetch();
          if (latest.data) editor.reset(asEditable(latest.data.document));
        }}
      />
      {issue && (status === 'sending' || status === 'sent') && <SendProgress issue={issue} />}
      {locked && (
        <p css={infoBox}>This issue has gone out: it cannot change. Its texts are shown as sent.</p>
      )}
      <p css={{ ...infoBox, marginBottom: 16 }} id="versions-note">
        {versions}
      </p>
      <EditorForm def={def} editor={editor} readOnly={locked} />
      {id !== undefined && (
        <IssuePreview
          id={id}
          languages={['en', ...versionLanguages(issue?.document)]}
          open={previewing}
          onClose={() => setPreviewing(false)}
        />
      )}
      {sending && id !== undefined && (
        <SendDialog
          open
          onClose={() => setSending(false)}
          recipients={counts.data?.status.subscribed}
          versions={versions}
          onSend={async (body) => {
            const answer = await send.mutateAsync(body);
            toast({
              title:
                answer.status === 'scheduled' && answer.scheduledAt
                  ? `Scheduled for ${lagosWhen(answer.scheduledAt)}`
                  : 'Sending started',
            });
          }}
        />
      )}
      <ActionBar
        status={
          <span css={muted}>
            <span css={pill(status === 'draft' ? 'grey' : 'green')}>{statusWords}</span>{' '}
            {editor.dirty
              ? 'Unsaved changes'
              : issue
                ? `Saved ${formatWhen(issue.updatedAt)}`
                : 'Not saved yet'}
            {refusal && !locked && (
              <span id="send-refusal" css={{ ...help, display: 'block' }}>
                {refusal}.
              </span>
            )}
            {!saved && id !== undefined && !locked && (
              <span css={{ ...help, display: 'block' }}>
                Save your changes to preview, test or send them.
              </span>
            )}
          </span>
        }
      >
        {!locked && (
          <button
            type="button"
            css={secondaryButton}
            disabled={editor.busy || (id !== undefined && !editor.dirty)}
            onClick={() => void save()}
          >
            {id === undefined ? 'Save draft' : 'Save'}
          </button>
        )}
        {id !== undefined && (
          <button
            type="button"
            css={secondaryButton}
            disabled={!saved}
            onClick={() => setPreviewing(true)}
          >
            Preview
          </button>
        )}
        {id !== undefined && !locked && (
          <button
            type="button"
            css={secondaryButton}
            disabled={!saved || testing}
            onClick={() => void test()}
          >
            {testing ? 'Sending the test…' : 'Send a test to me'}
          </button>
        )}
        {id !== undefined && !locked && (
          <button
            type="button"
            css={primaryButton}
            disabled={!saved || refusal !== undefined}
            aria-describedby={refusal ? 'send-refusal' : undefined}
            onClick={() => setSending(true)}
          >
            {status === 'scheduled' ? 'Send now or reschedule…' : 'Send or schedule…'}
          </button>
        )}
      </ActionBar>
    </Screen>
  );
}
