import { TOKEN_PARAM, type TokenStatus } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { checkToken } from '../../api/staff';

/**
 * The token of an e-mailed link (`?token=…`) and what it is for while it works: asked once
 * when the page opens, so a used or expired link says so before anyone types a password.
 */
export function useLinkToken(purpose: TokenStatus['purpose']) {
  const token = new URLSearchParams(useSearch()).get(TOKEN_PARAM)?.trim() ?? '';
  const status = useQuery({
    queryKey: ['/api/auth/tokens/check', token],
    queryFn: () => checkToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const problem =
    token === ''
      ? 'This link is not complete. Open it from the e-mail again, or copy the whole address into the browser.'
      : status.isError
        ? status.error.message
        : status.data && status.data.purpose !== purpose
          ? 'This link is for something else. Open the link of the right e-mail.'
          : undefined;
  return { token, status, problem };
}
