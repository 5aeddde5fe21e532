import { DOCUMENT_ACCEPT, documentChangeSchema, type AdminDocument } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { uploadDocument } from '../api/admin';
import { keys, useChangeDocument, useDeleteDocument, useDocuments } from '../api/hooks';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES_MESSAGE,
  changesOf,
  draftOf,
  formatName,
  languageName,
  refusedBeforeSending,
} from '../documents/library';
import { formatWhen } from '../editor/parts';
import { SaveOrClose, SelectField, StaffForm, TextAreaField, TextField } from '../forms/kit/fields';
import { useStaffForm } from '../forms/kit/useStaffForm';
import { UsageLink } from '../images/ImageDetails';
import { fileSize, liveUsage } from '../images/library';
import { UPLOAD_COPY } from '../images/uploads';
import { useCopyAddress } from '../images/useCopyAddress';
import { notSavedError } from '../staff/words';
import { Dialog } from '../ui/Dialog';
import { Pager } from '../ui/Pager';
import {
  card,
  dangerButton,
  errorBox,
  fieldLabel,
  help,
  muted,
  pill,
  secondaryButton,
  smallButton,
  textInput,
  visuallyHidden,
} from '../ui/styles';
import { useSettled } from '../ui/useSettled';
import * as v from 'valibot';
import { Screen } from './Screen';
import { SearchField } from '../ui/SearchField';
import { LoadError } from '../ui/LoadError';

const PAGE_SIZE = 25;

interface Upload {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
  document?: AdminDocument;
}

const uploadWords = (item: Upload) =>
  item.state === 'waiting'
    ? 'Waiting'
    : item.state === 'uploading'
      ? `Uploading... ${item.size ? Math.min(99, Math.floor((item.sent / item.size) * 100)) : 0} %`
      : item.state === 'done'
        ? 'Uploaded'
        : (item.error ?? 'Not uploaded');

/** Choosing files sends them one after another, each with how far it has gone. */
function UploadDocuments({ onUploaded }: { onUploaded: (document: AdminDocument) => void }) {
  const id = useId();
  const [items, setItems] = useState<Upload[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const client = useQueryClient();
  const update = (key: string, change: Partial<Upload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(files: File[]) {
    const queued = files.map((file): Upload => {
      counter.current += 1;
      const refused = refusedBeforeSending(file);
      return {
        key: `u${counter.current}`,
        name: file.name,
        size: file.size,
        sent: 0,
        state: refused ? 'failed' : 'waiting',
        ...(refused ? { error: refused } : {}),
      };
    });
    setItems((list) => [...queued, ...list]);
    for (const [index, file] of files.entries()) {
      const item = queued[index]!;
      if (item.state === 'failed') continue;
      update(item.key, { state: 'uploading' });
      try {
        const document = await uploadDocument(file, {
          onProgress: (sent) => update(item.key, { sent }),
        });
        update(item.key, { state: 'done', document });
        void client.invalidateQueries({ queryKey: keys.documents });
      } catch (error) {
        update(item.key, {
          state: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  const done = items.filter((item) => item.state === 'done').length;
  const busy = items.some((item) => item.state === 'uploading' || item.state === 'waiting');
  return (
    <div>
      <label htmlFor={`${id}-file`} css={fieldLabel}>
        Choose documents to upload
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
        css={{ ...textInput, padding: 8 }}
      />
      <p id={`${id}-help`} css={help}>
        {DOCUMENT_TYPES_MESSAGE}, up to 25 MB each. The file itself decides its type: a renamed web
        page or script is refused.
      </p>
      <p role="status" css={{ ...muted, margin: '8px 0 0' }}>
        {items.length > 0 &&
          `${done} of ${items.length} uploaded${busy ? '...' : '.'}${
            items.some((item) => item.state === 'failed') ? ' Some were not uploaded.' : ''
          }`}
      </p>
      {items.length > 0 && (
        <ul aria-label="Uploads" css={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {items.map((item) => (
            <li
              key={item.key}
              css={{
                display: 'grid',
                gap: 4,
                padding: '8px 0',
                borderTop: '1px solid #e2e8f0',
              }}
            >
              <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name} <span css={{ ...muted, fontWeight: 400 }}>({fileSize(item.size)})</span>
              </span>
              {item.state === 'uploading' && (
                <progress
                  max={item.size || 1}
                  value={item.sent}
                  aria-label={`Uploading ${item.name}`}
                  css={{ width: '100%', maxWidth: 360 }}
                />
              )}
              <span
                css={
                  item.state === 'failed'
                    ? { color: '#a8200d', fontWeight: 600 }
                    : { ...muted, fontSize: '0.9rem' }
                }
              >
                {uploadWords(item)}
              </span>
              {item.document && (
                <button
                  type="button"
                  css={{ ...smallButton, justifySelf: 'start' }}
                  onClick={() => onUploaded(item.document!)}
                >
                  Give it a title and language<span css={visuallyHidden}> ({item.name})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The details staff change, as the server checks them (each of them given). */
const documentDraftSchema = v.required(documentChangeSchema);

/** A document's details to change, where it is used, its address, and its delete. */
function DocumentDetails({ document, onClose }: { document: AdminDocument; onClose: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const change = useChangeDocument();
  const remove = useDeleteDocument();
  const { toast } = useToast();
  const copy = useCopyAddress();
  const form = useStaffForm({
    schema: documentDraftSchema,
    defaultValues: draftOf(document),
    guard: true,
    describeFailure: notSavedError,
    onSubmit: async (draft) => {
      // Only what changed is sent.
      const saved = await change.mutateAsync({
        id: document.id,
        change: changesOf(document, draft),
      });
      toast({ title: 'Document saved', description: `${saved.title} is up to date.` });
      onClose();
    },
  });
  const used = liveUsage(document);

  const destroy = () =>
    remove.mutate(document.id, {
      onSuccess: () => {
        toast({
          title: 'Document deleted',
          description: `${document.title} is no longer in the library.`,
        });
        onClose();
      },
      onError: () => setConfirming(false),
    });

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p css={{ ...muted, margin: 0 }}>
        {formatName(document)} · {fileSize(document.byteSize)} · {document.fileName} · added{' '}
        {formatWhen(document.createdAt)}
      </p>
      <StaffForm form={form}>
        <TextField
          name="title"
          label="Title"
          maxLength={200}
          help="What visitors see in lists of documents and in search."
        />
        <SelectField
          name="lang"
          label="Language"
          options={DOCUMENT_LANGUAGES.map((language) => ({
            value: language.code,
            label: language.name,
          }))}
          help="The language the document is written in."
        />
        <TextAreaField name="description" label="Description" maxLength={1000} rows={3} />
        <SaveOrClose onClose={onClose} />
      </StaffForm>
      <section aria-labelledby={`${id}-usage`}>
        <h3 id={`${id}-usage`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
          Where it is used
        </h3>
        {document.usage.length === 0 ? (
          <p css={{ margin: 0 }}>Not linked from the site yet.</p>
        ) : (
          <ul css={{ margin: 0, paddingInlineStart: 20 }}>
            {document.usage.map((use, index) => (
              <li key={`${use.kind}-${use.id}-${use.field}-${index}`}>
                <UsageLink use={use} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-address`}>
        <h3 id={`${id}-address`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
          Address
        </h3>
        <code css={{ display: 'block', overflowWrap: 'anywhere', marginBottom: 8 }}>
          {document.url}
        </code>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="button" css={smallButton} onClick={() => void copy(document.url)}>
            {UPLOAD_COPY.copyUrl}
          </button>
          <a href={document.url} css={smallButton} target="_blank" rel="noreferrer">
            Open the document<span css={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </div>
      </section>
      <section aria-labelledby={`${id}-delete`}>
        <h3 id={`${id}-delete`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
          Delete
        </h3>
        <p css={{ ...muted, margin: '0 0 8px' }}>
          {used.length > 0
            ? 'A document the site links to cannot be deleted: remove the links to it first.'
            : 'Removes the document for good.'}
        </p>
        {remove.isError && (
          <p role="alert" css={errorBox}>
            {remove.error.message}
          </p>
        )}
        {confirming ? (
          <div
            role="group"
            aria-label="Confirm the delete"
            css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <span css={{ fontWeight: 600 }}>Delete this document for good?</span>
            <button type="button" css={dangerButton} disabled={remove.isPending} onClick={destroy}>
              {remove.isPending ? 'Deleting...' : 'Yes, delete it'}
            </button>
            <button type="button" css={secondaryButton} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button
            type="button"
            css={dangerButton}
            disabled={remove.isPending}
            onClick={() => {
              remove.reset();
              // In use: the server's refusal says where, before any confirmation.
              if (used.length > 0) destroy();
              else setConfirming(true);
            }}
          >
            Delete this document
          </button>
        )}
      </section>
    </div>
  );
}

const cell = { padding: '8px 10px', textAlign: 'start', verticalAlign: 'top' } as const;

/**
 * /admin/documents: the document library beside the images: upload (with progress), every
 * document with its title, type, size, language and uses, searched and paged; each one's
 * details to change, and a delete refused while the site links to it (saying where).
 */
export function DocumentsPage() {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminDocument | null>(null);
  const search = useSettled(q.trim());
  const documents = useDocuments({ q: search, page, pageSize: PAGE_SIZE });
  const total = documents.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Screen
      title="Documents"
      intro="Reports, forms, spreadsheets and presentations visitors can download. Upload them here, give each a title and its language, then link to them from any text (Link › A document) or list them on a page."
    >
      <section aria-labelledby={`${id}-upload`} css={{ ...card, marginBottom: 20 }}>
        <h2 id={`${id}-upload`} css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
          Upload documents
        </h2>
        <UploadDocuments onUploaded={setOpen} />
      </section>

      <form
        role="search"
        aria-label="Search the documents"
        onSubmit={(event) => event.preventDefault()}
        css={{ marginBottom: 12, maxWidth: 520 }}
      >
        <SearchField
          label="Search by title, file name or description"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </form>
      <p role="status" css={{ ...muted, margin: '0 0 12px' }}>
        {documents.isPending
          ? 'Loading the documents...'
          : documents.data
            ? search
              ? `${total} ${total === 1 ? 'document matches' : 'documents match'} “${search}”.`
              : `${total} ${total === 1 ? 'document' : 'documents'}, newest first.`
            : ''}
      </p>
      {documents.isError && (
        <LoadError what="The documents" error={documents.error} onRetry={documents.refetch} />
      )}
      {documents.data && documents.data.items.length === 0 && (
        <p css={card}>
          {search
            ? 'No document matches this search. Try part of its title or file name.'
            : 'The library has no documents yet. Upload one above.'}
        </p>
      )}
      {documents.data && documents.data.items.length > 0 && (
        <div css={{ ...card, padding: 0, overflowX: 'auto' }}>
          <table
            aria-busy={documents.isFetching || undefined}
            css={{
              width: '100%',
              borderCollapse: 'collapse',
              opacity: documents.isPlaceholderData ? 0.6 : 1,
              'th, td': { ...cell, borderBottom: '1px solid #e2e8f0' },
            }}
          >
            <caption css={visuallyHidden}>Documents, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Size</th>
                <th scope="col">Language</th>
                <th scope="col">Uses</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {documents.data.items.map((document) => {
                const used = liveUsage(document);
                return (
                  <tr key={document.id}>
                    <td>
                      <button
                        type="button"
                        onClick={() => setOpen(document)}
                        css={{
                          ...smallButton,
                          textAlign: 'start',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {document.title}
                        <span css={visuallyHidden}>: edit its details</span>
                      </button>
                      <div css={{ ...muted, fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
                        {document.fileName}
                      </div>
                    </td>
                    <td>{formatName(document)}</td>
                    <td css={{ whiteSpace: 'nowrap' }}>{fileSize(document.byteSize)}</td>
                    <td>{languageName(document.lang)}</td>
                    <td>
                      {used.length === 0 ? (
                        <span css={pill('grey')}>Not used</span>
                      ) : (
                        <>
                          {used.length === 1 ? 'One place' : `${used.length} places`}:{' '}
                          {used
                            .slice(0, 2)
                            .map((use) => use.title)
                            .join(', ')}
                          {used.length > 2 ? '…' : ''}
                        </>
                      )}
                    </td>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatWhen(document.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Pages of documents"
        page={page}
        pages={pages}
        onPage={setPage}
        previous="Newer"
        next="Older"
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Document: ${open.title}` : 'Document'}
        wide
      >
        {open && <DocumentDetails key={open.id} document={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </Screen>
  );
}
