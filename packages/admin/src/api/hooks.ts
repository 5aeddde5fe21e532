import type {
  CollectionDef,
  DocumentChange,
  GlobalDef,
  ImageChange,
  MessageFilter,
} from '@ia/shared';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import * as api from './admin';
import { isUnauthorized } from './http';

/** Query keys: the endpoint's path first, as everywhere in the product. */
export const keys = {
  session: ['/api/auth/me'] as const,
  setup: ['/api/auth/setup'] as const,
  items: (name: string) => [`/api/admin/${name}`] as const,
  itemPage: (name: string, query: object) => [`/api/admin/${name}`, query] as const,
  item: (name: string, id: number) => [`/api/admin/${name}`, id] as const,
  revisions: (name: string, id: number | string) =>
    [`/api/admin/${name}`, id, 'revisions'] as const,
  global: (name: string) => ['/api/admin/globals', name] as const,
  images: ['/api/admin/images'] as const,
  imagePage: (query: object) => ['/api/admin/images', query] as const,
  documents: ['/api/admin/documents'] as const,
  documentPage: (query: object) => ['/api/admin/documents', query] as const,
  libraryDocuments: (urls: readonly string[]) => ['/api/documents', urls] as const,
  translations: ['/api/admin/translation-status'] as const,
  consents: ['/api/admin/consents'] as const,
  dashboard: ['/api/admin/dashboard'] as const,
  messages: ['/api/admin/contact-messages'] as const,
  interfaceTexts: (lang: string) => ['/api/admin/interface-texts', lang] as const,
};

/** A session that ended meanwhile (signed out elsewhere, expired): back to the sign-in page. */
export function useSignedOutOn(error: unknown) {
  const client = useQueryClient();
  useEffect(() => {
    if (isUnauthorized(error)) client.setQueryData(keys.session, null);
  }, [error, client]);
}

export function useSession() {
  return useQuery({ queryKey: keys.session, queryFn: api.fetchSession, staleTime: 60_000 });
}

/**
 * Forgets everything of the account that signed out: "who is signed in" becomes no one (its
 * watchers hear it and go to the sign-in page), every other answer goes.
 */
export async function signedOut(client: QueryClient) {
  // A "who is signed in?" asked before the sign-out must not answer after it.
  await client.cancelQueries({ queryKey: keys.session });
  client.setQueryData(keys.session, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session[0] });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.signOut,
    onSuccess: () => signedOut(client),
  });
}

export function useItems(
  def: CollectionDef,
  query: { q?: string; status?: string; page?: number; pageSize?: number },
) {
  const result = useQuery({
    queryKey: keys.itemPage(def.name, query),
    queryFn: () => api.fetchItems(def, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

export function useItem(def: CollectionDef, id: number | undefined) {
  const result = useQuery({
    queryKey: keys.item(def.name, id ?? 0),
    queryFn: () => api.fetchItem(def, id!),
    enabled: id !== undefined,
    // Loaded afresh each time the editor opens (a colleague may have changed it since); then
    // kept as it is while editing, so the form is never replaced under the typing.
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  useSignedOutOn(result.error);
  return result;
}

export function useRevisions(def: CollectionDef | GlobalDef, id: number | undefined) {
  return useQuery({
    queryKey: keys.revisions(def.name, id ?? def.name),
    queryFn: () =>
      def.kind === 'collection' ? api.fetchRevisions(def, id!) : api.fetchGlobalRevisions(def),
    enabled: def.kind === 'global' || id !== undefined,
    staleTime: 0,
  });
}

export function useGlobalRecord(def: GlobalDef) {
  const result = useQuery({
    queryKey: keys.global(def.name),
    queryFn: () => api.fetchGlobal(def),
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  useSignedOutOn(result.error);
  return result;
}

export function useImages(query: { q?: string; page?: number; pageSize?: number }, enabled = true) {
  const result = useQuery({
    queryKey: keys.imagePage(query),
    queryFn: () => api.fetchImages(query),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

/** One library image by its address (a field's picture), for its focal point. */
export function useImageByUrl(url: string | null) {
  const result = useQuery({
    queryKey: [...keys.images, 'by-url', url],
    queryFn: () => api.fetchImageByUrl(url!),
    enabled: url !== null,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

/** Alt text, name or focal point of a library image; every list showing it is asked again. */
export function useChangeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ImageChange }) =>
      api.changeImage(id, change),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.images }),
  });
}

/** Deletes a library image (the server refuses while it is used, saying where). */
export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteImage(id),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.images }),
  });
}

export function useDocuments(
  query: { q?: string; page?: number; pageSize?: number },
  enabled = true,
) {
  const result = useQuery({
    queryKey: keys.documentPage(query),
    queryFn: () => api.fetchDocuments(query),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

/** The title, type and size of the documents at these addresses (a field's chosen ones). */
export function useLibraryDocuments(urls: readonly string[]) {
  return useQuery({
    queryKey: keys.libraryDocuments(urls),
    queryFn: () => api.fetchLibraryDocuments(urls),
    placeholderData: keepPreviousData,
    enabled: urls.length > 0,
  });
}

/** Title, language or description of a document; every list showing it is asked again. */
export function useChangeDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: DocumentChange }) =>
      api.changeDocument(id, change),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.documents }),
  });
}

/** Deletes a document (the server refuses while it is used, saying where). */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteDocument(id),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.documents }),
  });
}

export function useTranslationStatus() {
  const result = useQuery({
    queryKey: keys.translations,
    queryFn: api.fetchTranslationStatus,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

export function useDashboard() {
  return useQuery({ queryKey: keys.dashboard, queryFn: api.fetchDashboard, staleTime: 0 });
}

export function useConsents() {
  return useQuery({ queryKey: keys.consents, queryFn: () => api.fetchConsents(), staleTime: 0 });
}

export function useMessages(filter: MessageFilter, page: number, pageSize = 20, enabled = true) {
  const result = useQuery({
    queryKey: [...keys.messages, { filter, page, pageSize }],
    queryFn: () => api.fetchMessages(filter, page, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
  useSignedOutOn(result.error);
  return result;
}

/** Read, answered, archived: the message lists and their counts are asked again after. */
export function useChangeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      change,
    }: {
      id: number;
      change: { read?: boolean; archived?: boolean; answered?: boolean };
    }) => api.changeMessage(id, change),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.messages }),
  });
}

/** How many accounts get contact messages by e-mail (for those who read messages). */
export function useMessageRecipients(enabled = true) {
  return useQuery({
    queryKey: [...keys.messages, 'recipients'],
    queryFn: api.fetchMessageRecipients,
    enabled,
  });
}

export function useMarkAllMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.markAllMessagesRead,
    onSettled: () => void client.invalidateQueries({ queryKey: keys.messages }),
  });
}

/** After a write: the lists, history and library that may show it are asked for again. */
export function invalidateContent(client: QueryClient, name: string) {
  void client.invalidateQueries({ queryKey: keys.items(name) });
  void client.invalidateQueries({ queryKey: keys.images });
  void client.invalidateQueries({ queryKey: keys.translations });
  void client.invalidateQueries({ queryKey: keys.consents });
  void client.invalidateQueries({ queryKey: keys.dashboard });
}

/** Every interface text in a language, with staff's own wordings. */
export function useInterfaceTexts(lang: string) {
  const result = useQuery({
    queryKey: keys.interfaceTexts(lang),
    queryFn: () => api.fetchInterfaceTexts(lang),
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

/** Saves wordings in a language (null: back to the shipped text); the list is the answer. */
export function useSaveInterfaceTexts(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texts: Record<string, string | null>) => api.saveInterfaceTexts(lang, texts),
    onSuccess: (rows) => client.setQueryData(keys.interfaceTexts(lang), rows),
  });
}
