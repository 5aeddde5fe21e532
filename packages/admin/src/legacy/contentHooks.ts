import type { ContentKind } from '@ia/shared';
import { useWidgetSettings } from '@ia/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnauthorized } from './adminApi';
import {
  contentEndpoint,
  fetchConsents,
  fetchContent,
  fetchContentList,
  fetchImages,
  fetchRevisions,
} from './content';
import { adminKeys } from './hooks';

/** Query keys: the endpoint's path first, as everywhere on the site. */
export const contentKeys = {
  list: (kind: ContentKind) => [contentEndpoint(kind)] as const,
  item: (kind: ContentKind, id: number) => [contentEndpoint(kind, id)] as const,
  revisions: (kind: ContentKind, id: number) => [contentEndpoint(kind, id, 'revisions')] as const,
  consents: ['/api/admin/consents'] as const,
  images: ['/api/admin/images'] as const,
};

/** A session that ended meanwhile: forget it, and the gate sends the admin to sign in. */
function useSignedOutOn(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isUnauthorized(error)) queryClient.setQueryData(adminKeys.me, null);
  }, [error, queryClient]);
}

export function useContentList(kind: ContentKind) {
  const { api } = useWidgetSettings();
  const query = useQuery({
    queryKey: contentKeys.list(kind),
    queryFn: () => fetchContentList(api, kind),
    staleTime: 0,
  });
  useSignedOutOn(query.error);
  return query;
}

export function useContentRecord(kind: ContentKind, id: number | undefined) {
  const { api } = useWidgetSettings();
  const query = useQuery({
    queryKey: contentKeys.item(kind, id ?? 0),
    queryFn: () => fetchContent(api, kind, id!),
    enabled: id !== undefined,
    staleTime: Infinity,
    // The editor keeps what the admin typed; a refetch on focus would only confuse.
    refetchOnWindowFocus: false,
  });
  useSignedOutOn(query.error);
  return query;
}

export function useRevisions(kind: ContentKind, id: number | undefined) {
  const { api } = useWidgetSettings();
  return useQuery({
    queryKey: contentKeys.revisions(kind, id ?? 0),
    queryFn: () => fetchRevisions(api, kind, id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useConsents() {
  const { api } = useWidgetSettings();
  const query = useQuery({
    queryKey: contentKeys.consents,
    queryFn: () => fetchConsents(api),
    staleTime: 0,
  });
  useSignedOutOn(query.error);
  return query;
}

export function useImages(enabled: boolean) {
  const { api } = useWidgetSettings();
  return useQuery({
    queryKey: contentKeys.images,
    queryFn: () => fetchImages(api),
    enabled,
    staleTime: 0,
  });
}
