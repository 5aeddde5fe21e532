import type { OutboxStatus, StaffSession } from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys, useSignedOutOn } from './hooks';
import * as staff from './staff';

/** Query keys of the staff screens: the endpoint's path first, as everywhere in the product. */
export const staffKeys = {
  users: ['/api/admin/users'] as const,
  security: ['/api/admin/settings/security'] as const,
  auditLog: (query: object) => ['/api/admin/audit-log', query] as const,
  emails: ['/api/admin/emails'] as const,
  emailPage: (query: object) => ['/api/admin/emails', query] as const,
  sessions: ['/api/auth/sessions'] as const,
  reviews: ['/api/admin/review'] as const,
};

export const useSetupState = (enabled = true) =>
  useQuery({ queryKey: keys.setup, queryFn: staff.fetchSetupState, enabled, staleTime: 0 });

/** Keeps who is signed in once a sign-in step (or an accepted invitation) answers a session. */
export function useSignedInWith() {
  const client = useQueryClient();
  return (session: StaffSession) => {
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session[0] });
    client.setQueryData(keys.session, session);
  };
}

function useStaffQuery<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, enabled = true) {
  const result = useQuery({
    queryKey,
    queryFn,
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
  useSignedOutOn(result.error);
  return result;
}

export const useUsers = () => useStaffQuery(staffKeys.users, staff.fetchUsers);

export const useSecuritySettings = () =>
  useStaffQuery(staffKeys.security, staff.fetchSecuritySettings);

export const useAuditLog = (query: { page: number; pageSize: number; event?: string }) =>
  useStaffQuery(staffKeys.auditLog(query), () => staff.fetchAuditLog(query));

/** A page of the outbox (administrators only: others do not ask, `enabled` false). */
export const useEmails = (
  query: { page: number; pageSize: number; status?: OutboxStatus },
  enabled = true,
) => useStaffQuery(staffKeys.emailPage(query), () => staff.fetchEmails(query), enabled);

export const useSessions = () => useStaffQuery(staffKeys.sessions, staff.fetchSessions);

export const useReviews = (enabled = true) => {
  const result = useQuery({
    queryKey: staffKeys.reviews,
    queryFn: staff.fetchReviews,
    staleTime: 0,
    enabled,
  });
  useSignedOutOn(result.error);
  return result;
};

/**
 * A change of staff data: `run` sends it, then the lists under `invalidate` are asked for again
 * (and the session, which a change of one's own account may change).
 */
export function useStaffChange<A, R>(
  run: (args: A) => Promise<R>,
  invalidate: readonly (readonly unknown[])[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      for (const key of invalidate) void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Who is signed in, once a change of one's own account answers it (name, language…). */
export function useSessionUpdate() {
  const client = useQueryClient();
  return (session: StaffSession) => client.setQueryData(keys.session, session);
}
