import type { ReachReport } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/http';

/** What the site's answers counted in a period (GET /api/admin/reach). */
export const fetchReach = async (from: string, to: string) =>
  (await get<ReachReport>('/api/admin/reach', { from, to })).data;

/** The CSV of a period, to download. */
export const reachCsvAddress = (from: string, to: string) =>
  `/api/admin/reach/export.csv?from=${from}&to=${to}`;

export function useReach(from: string, to: string) {
  return useQuery({
    queryKey: ['reach', from, to],
    queryFn: () => fetchReach(from, to),
    enabled: from !== '' && to !== '' && from <= to,
  });
}

export interface ItemReach {
  from: string;
  to: string;
  reads: number;
  partnerViews: number;
}

/** A story's or article's reads this month and the views partner sites gave it. */
export function useItemReach(kind: 'story' | 'article' | undefined, slug: string) {
  return useQuery({
    queryKey: ['reach', 'item', kind, slug],
    queryFn: async () => (await get<ItemReach>('/api/admin/reach/item', { kind, slug })).data,
    enabled: kind !== undefined && slug !== '',
    retry: false,
  });
}
