import {
  TOTAL_COUNT_HEADER,
  type NewsletterCounts,
  type NewsletterImportReport,
  type NewsletterIssue,
  type NewsletterIssueDocument,
  type NewsletterSubscriber,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedOutOn } from '../api/hooks';
import { get, send, sendFile } from '../api/http';
import { pollInterval, type SubscriberQuery } from './words';

/** The newsletter's staff endpoints (packages/server routes/newsletter.ts), and their hooks. */

const BASE = '/api/admin/newsletter';

export const newsletterKeys = {
  issues: [`${BASE}/issues`] as const,
  issue: (id: number) => [`${BASE}/issues`, id] as const,
  subscribers: [`${BASE}/subscribers`] as const,
  counts: [`${BASE}/subscribers/counts`] as const,
};

export const fetchIssues = async () => (await get<NewsletterIssue[]>(`${BASE}/issues`)).data;

export const fetchIssue = async (id: number) =>
  (await get<NewsletterIssue>(`${BASE}/issues/${id}`)).data;

export const createIssue = (document: NewsletterIssueDocument) =>
  send<{ id: number; version: number }>('post', `${BASE}/issues`, { document });

export const saveIssue = (id: number, version: number, document: NewsletterIssueDocument) =>
  send<{ id: number; version: number }>('put', `${BASE}/issues/${id}`, { version, document });

export interface IssuePreview {
  subject: string;
  html: string;
  text: string;
  language: string;
}

export const fetchIssuePreview = async (id: number, language: string) =>
  (await get<IssuePreview>(`${BASE}/issues/${id}/preview`, { language })).data;

export const sendTest = (id: number, language: string) =>
  send<{ to: string }>('post', `${BASE}/issues/${id}/test`, { language });

export const sendIssue = (id: number, body: { scheduledAt?: string }) =>
  send<NewsletterIssue>('post', `${BASE}/issues/${id}/send`, body);

export async function fetchSubscribers(
  query: SubscriberQuery,
  pageSize: number,
): Promise<{ items: NewsletterSubscriber[]; total: number }> {
  const { data, headers } = await get<NewsletterSubscriber[]>(`${BASE}/subscribers`, {
    q: query.q.trim(),
    status: query.status,
    page: query.page,
    pageSize,
  });
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

/** The CSV of the subscribers the list's search and status find (editors and administrators). */
export function subscribersExportAddress({ q, status }: Pick<SubscriberQuery, 'q' | 'status'>) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const query = params.toString();
  return `${BASE}/subscribers/export.csv${query ? `?${query}` : ''}`;
}

/** Subscribers from a CSV file (editors and administrators); what it did. */
export const importSubscribers = async (file: File) =>
  sendFile<NewsletterImportReport>(`${BASE}/subscribers/import`, await file.text(), 'text/csv');

/** Erasure on request: the address goes for good, its one-way hash stays. */
export const eraseSubscriber = (id: number) =>
  send<{ erased: true }>('delete', `${BASE}/subscribers/${id}`);

export const fetchCounts = async () =>
  (await get<NewsletterCounts>(`${BASE}/subscribers/counts`)).data;

export function useIssues() {
  const result = useQuery({ queryKey: newsletterKeys.issues, queryFn: fetchIssues, staleTime: 0 });
  useSignedOutOn(result.error);
  return result;
}

/** One issue, asked again every few seconds while it is being sent (its progress). */
export function useIssue(id: number | undefined) {
  const result = useQuery({
    queryKey: newsletterKeys.issue(id ?? 0),
    queryFn: () => fetchIssue(id!),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
  });
  useSignedOutOn(result.error);
  return result;
}

export function useSendIssue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { scheduledAt?: string }) => sendIssue(id, body),
    onSuccess: (issue) => client.setQueryData(newsletterKeys.issue(id), issue),
    onSettled: () => void client.invalidateQueries({ queryKey: newsletterKeys.issues }),
  });
}

export function useSubscribers(query: SubscriberQuery, pageSize: number) {
  const result = useQuery({
    queryKey: [...newsletterKeys.subscribers, query, pageSize],
    queryFn: () => fetchSubscribers(query, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useSignedOutOn(result.error);
  return result;
}

export function useSubscriberCounts() {
  const result = useQuery({ queryKey: newsletterKeys.counts, queryFn: fetchCounts, staleTime: 0 });
  useSignedOutOn(result.error);
  return result;
}

export function useEraseSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eraseSubscriber,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: newsletterKeys.subscribers });
      void client.invalidateQueries({ queryKey: newsletterKeys.counts });
    },
  });
}

export function useImportSubscribers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importSubscribers,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: newsletterKeys.subscribers });
      void client.invalidateQueries({ queryKey: newsletterKeys.counts });
    },
  });
}
