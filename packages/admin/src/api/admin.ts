import {
  MESSAGE_COUNTS_HEADER,
  TOTAL_COUNT_HEADER,
  messageCountsSchema,
  type AdminConsent,
  type AdminDashboard,
  type AdminContactMessage,
  type AdminContentItem,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type AdminDocument,
  type AdminImage,
  type DocumentChange,
  type InterfaceTextRow,
  type LibraryDocument,
  PUBLIC_DOCUMENTS_MAX,
  type AdminRevision,
  type CollectionDef,
  type GlobalDef,
  type ImageChange,
  type MessageCounts,
  type MessageFilter,
  type StaffSession,
  type TranslationStatusEntry,
  type UploadedImageResult,
} from '@ia/shared';
import * as v from 'valibot';
import { ApiError, get, isUnauthorized, send } from './http';

/**
 * Every call the staff application makes, as plain functions over http.ts (no React): the
 * hooks in hooks.ts put them behind react-query, tests can call them as they are.
 */

export type EditableDocument = Record<string, unknown> & {
  slug?: string;
  translations: Record<string, Record<string, unknown>>;
};

export type EditableItem = AdminContentRecord<EditableDocument>;
export type EditableGlobal = AdminGlobalRecord<EditableDocument>;

// ----- session --------------------------------------------------------------------------------

/** The signed-in member of staff (with their role and what it allows), or null without a session. */
export async function fetchSession(): Promise<StaffSession | null> {
  try {
    return (await get<StaffSession>('/api/auth/me')).data;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const signOut = () => send<void>('post', '/api/auth/logout');

// ----- collections ----------------------------------------------------------------------------

const itemPath = (def: CollectionDef, id?: number, rest = '') =>
  `/api/admin/${def.name}${id === undefined ? '' : `/${id}`}${rest}`;

export interface ItemPage {
  items: AdminContentItem[];
  total: number;
}

export async function fetchItems(
  def: CollectionDef,
  query: { q?: string; status?: string; page?: number; pageSize?: number },
): Promise<ItemPage> {
  const { data, headers } = await get<AdminContentItem[]>(itemPath(def), query);
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

export const fetchItem = async (def: CollectionDef, id: number) =>
  (await get<AdminContentRecord<EditableDocument>>(itemPath(def, id))).data;

export const createItem = (def: CollectionDef, document: EditableDocument) =>
  send<AdminContentRecord<EditableDocument>>('post', itemPath(def), { document });

export const saveItem = (
  def: CollectionDef,
  id: number,
  version: number,
  document: EditableDocument,
) => send<AdminContentRecord<EditableDocument>>('put', itemPath(def, id), { version, document });

export const setItemPublished = (
  def: CollectionDef,
  id: number,
  version: number,
  publish: boolean,
) =>
  send<AdminContentRecord<EditableDocument>>(
    'post',
    itemPath(def, id, publish ? '/publish' : '/unpublish'),
    { version },
  );

export const deleteItem = (def: CollectionDef, id: number, version: number) =>
  send<void>('delete', itemPath(def, id), undefined, { version });

export const fetchRevisions = async (def: CollectionDef, id: number) =>
  (await get<AdminRevision[]>(itemPath(def, id, '/revisions'))).data;

export const restoreItem = (def: CollectionDef, id: number, revision: number, version: number) =>
  send<AdminContentRecord<EditableDocument>>(
    'post',
    itemPath(def, id, `/revisions/${revision}/restore`),
    { version },
  );

/** "Mark as reviewed": the `lang` translation the launch's team wrote is checked (editors). */
export const markItemReviewed = (def: CollectionDef, id: number, lang: string) =>
  send<AdminContentRecord<EditableDocument>>('post', itemPath(def, id, `/reviewed/${lang}`), {});

export const reorderItems = (def: CollectionDef, ids: number[]) =>
  send<void>('put', itemPath(def, undefined, '/order'), { ids });

// ----- globals --------------------------------------------------------------------------------

const globalPath = (def: GlobalDef, rest = '') => `/api/admin/globals/${def.name}${rest}`;

export const fetchGlobal = async (def: GlobalDef) =>
  (await get<AdminGlobalRecord<EditableDocument>>(globalPath(def))).data;

export const saveGlobal = (def: GlobalDef, version: number, document: EditableDocument) =>
  send<AdminGlobalRecord<EditableDocument>>('put', globalPath(def), { version, document });

export const markGlobalReviewed = (def: GlobalDef, lang: string) =>
  send<AdminGlobalRecord<EditableDocument>>('post', globalPath(def, `/reviewed/${lang}`), {});

export const fetchGlobalRevisions = async (def: GlobalDef) =>
  (await get<AdminRevision[]>(globalPath(def, '/revisions'))).data;

export const restoreGlobal = (def: GlobalDef, revision: number, version: number) =>
  send<AdminGlobalRecord<EditableDocument>>(
    'post',
    globalPath(def, `/revisions/${revision}/restore`),
    {
      version,
    },
  );

// ----- preview --------------------------------------------------------------------------------

/** The HTML of the public page as it would be with this unsaved document (rendered by the server). */
export const fetchPreview = (body: {
  path: string;
  lang: string;
  kind: 'collection' | 'global';
  name: string;
  id?: number;
  document: EditableDocument;
}) => send<{ html: string; path: string }>('post', '/api/admin/preview', body);

// ----- images ---------------------------------------------------------------------------------

export async function fetchImages(query: {
  q?: string;
  page?: number;
  pageSize?: number;
}): Promise<{ items: AdminImage[]; total: number }> {
  const { data, headers } = await get<AdminImage[]>('/api/admin/images', query);
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

export const changeImage = (id: number, change: ImageChange) =>
  send<AdminImage>('patch', `/api/admin/images/${id}`, change);

export const deleteImage = (id: number) => send<void>('delete', `/api/admin/images/${id}`);

/** A library image found by its address (null when it is not in the library, or was deleted). */
export async function fetchImageByUrl(url: string): Promise<AdminImage | null> {
  const path = url.split('?')[0]!;
  const { items } = await fetchImages({ q: path.replace(/^\/media\//, ''), pageSize: 20 });
  return items.find((image) => image.url === path) ?? null;
}

/** How far an upload is: bytes sent of the total. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * POST /api/images/upload: one file, multipart in the field `image`, reporting how much is sent
 * as it goes. Fails with the server's message (a 415 for a file that is not an image, a 413 for
 * one too large) or, offline, with a plain one.
 */
export const uploadImage = (
  file: File,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<UploadedImageResult> => uploadFile('/api/images/upload', 'image', file, options);

/**
 * One file sent as multipart in `field` to `path`, reporting how much is sent as it goes
 * (XMLHttpRequest: fetch cannot tell). Fails with the server's error (message, status, fields)
 * or, offline, with a plain one.
 */
function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const error = (
        body as
          | { error?: { message?: string; code?: string; fields?: Record<string, string> } }
          | undefined
      )?.error;
      reject(
        new ApiError(
          error?.message ?? `The upload failed (${request.status})`,
          request.status,
          error?.code,
          error?.fields,
        ),
      );
    };
    request.onerror = () =>
      reject(new Error('Could not reach the server. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}

// ----- documents ------------------------------------------------------------------------------

export async function fetchDocuments(query: {
  q?: string;
  page?: number;
  pageSize?: number;
}): Promise<{ items: AdminDocument[]; total: number }> {
  const { data, headers } = await get<AdminDocument[]>('/api/admin/documents', query);
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

/**
 * GET /api/documents?url=…: title, type and size of the documents at these addresses (those
 * the public may have: a document only drafts use is not among them).
 */
export async function fetchLibraryDocuments(urls: readonly string[]): Promise<LibraryDocument[]> {
  if (urls.length === 0) return [];
  const { data } = await get<{ items: LibraryDocument[] }>('/api/documents', {
    url: urls.slice(0, PUBLIC_DOCUMENTS_MAX),
  });
  return data.items;
}

/** POST /api/admin/documents: one file in the field `file` (the server decides its type). */
export const uploadDocument = (
  file: File,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<AdminDocument> => uploadFile('/api/admin/documents', 'file', file, options);

export const changeDocument = (id: number, change: DocumentChange) =>
  send<AdminDocument>('patch', `/api/admin/documents/${id}`, change);

export const deleteDocument = (id: number) => send<void>('delete', `/api/admin/documents/${id}`);

// ----- the rest -------------------------------------------------------------------------------

export const fetchTranslationStatus = async () =>
  (await get<TranslationStatusEntry[]>('/api/admin/translation-status')).data;

/** GET /api/admin/dashboard: scheduled items, drafts and the latest changes. */
export const fetchDashboard = async () => (await get<AdminDashboard>('/api/admin/dashboard')).data;

export const fetchConsents = async (days?: number) =>
  (await get<AdminConsent[]>('/api/admin/consents', { days })).data;

export interface MessagePage {
  items: AdminContactMessage[];
  total: number;
  counts: MessageCounts | null;
}

export async function fetchMessages(
  filter: MessageFilter,
  page: number,
  pageSize: number,
): Promise<MessagePage> {
  const { data, headers } = await get<AdminContactMessage[]>('/api/admin/contact-messages', {
    page,
    pageSize,
    status: filter === 'inbox' ? undefined : filter,
  });
  let counts: MessageCounts | null = null;
  try {
    counts = v.parse(messageCountsSchema, JSON.parse(headers.get(MESSAGE_COUNTS_HEADER) ?? ''));
  } catch {
    counts = null;
  }
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length), counts };
}

/** How many accounts get each new contact message by e-mail. */
export const fetchMessageRecipients = async () =>
  (await get<{ recipients: number }>('/api/admin/contact-messages/recipients')).data.recipients;

export const changeMessage = (
  id: number,
  change: { read?: boolean; archived?: boolean; answered?: boolean },
) => send<AdminContactMessage>('patch', `/api/admin/contact-messages/${id}`, change);

export const markAllMessagesRead = () =>
  send<{ marked: number }>('post', '/api/admin/contact-messages/read-all', {});

export const exportAddress = (filter: MessageFilter): string =>
  `/api/admin/contact-messages/export.csv${filter === 'inbox' ? '' : `?status=${filter}`}`;

/** Every interface text in `lang`: shipped wordings and staff's own. */
export async function fetchInterfaceTexts(lang: string): Promise<InterfaceTextRow[]> {
  return (await get<InterfaceTextRow[]>('/api/admin/interface-texts', { lang })).data;
}

/** Sets staff's wordings in `lang` (null: back to the shipped text); answers the new list. */
export function saveInterfaceTexts(
  lang: string,
  texts: Record<string, string | null>,
): Promise<InterfaceTextRow[]> {
  return send<InterfaceTextRow[]>('put', `/api/admin/interface-texts/${encodeURIComponent(lang)}`, {
    texts,
  });
}
