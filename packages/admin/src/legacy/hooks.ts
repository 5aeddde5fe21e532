import type { AdminSession, MessageFilter } from '@ia/shared';
import { useWidgetSettings } from '@ia/widgets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ENDPOINTS,
  fetchAdminSetup,
  fetchContactMessages,
  fetchCurrentAdmin,
  signIn,
  signOut,
} from './adminApi';

/** Query keys: the endpoint's path first, as everywhere on the site. */
export const adminKeys = {
  me: [ADMIN_ENDPOINTS.me] as const,
  setup: [ADMIN_ENDPOINTS.setup] as const,
  messages: (page: number, filter: MessageFilter = 'inbox') =>
    [ADMIN_ENDPOINTS.contactMessages, { page, filter }] as const,
  allMessages: [ADMIN_ENDPOINTS.contactMessages] as const,
};

/** GET /api/auth/me: the signed-in admin, or null. Asked again each time an admin page opens. */
export function useCurrentAdmin() {
  const { api } = useWidgetSettings();
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: () => fetchCurrentAdmin(api),
    staleTime: 0,
  });
}

/** GET /api/auth/setup: whether an admin account exists yet. */
export function useAdminSetup(enabled = true) {
  const { api } = useWidgetSettings();
  return useQuery({ queryKey: adminKeys.setup, queryFn: () => fetchAdminSetup(api), enabled });
}

/** POST /api/auth/login; on success the session is known without asking again. */
export function useSignIn() {
  const { api } = useWidgetSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => signIn(api, credentials),
    onSuccess: (session: AdminSession) => {
      queryClient.setQueryData(adminKeys.me, session);
    },
  });
}

/** POST /api/auth/logout; forgets the session and every admin answer kept in memory. */
export function useSignOut() {
  const { apiBase } = useWidgetSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(apiBase),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.allMessages });
      queryClient.setQueryData(adminKeys.me, null);
    },
  });
}

/** GET /api/admin/contact-messages, one page, newest first; fresh each time the page opens. */
export function useContactMessages(page: number, filter: MessageFilter = 'inbox') {
  const { api } = useWidgetSettings();
  return useQuery({
    queryKey: adminKeys.messages(page, filter),
    queryFn: () => fetchContactMessages(api, page, filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
