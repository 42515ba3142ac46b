import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { changeLanguage } from '@portal/web-kit/language';
import { sessionStore } from '../../../lib/session.ts';
import { toastError } from '@portal/web-kit/toast';

/** POST /customer/logout: ends the session on the server. */
export function logout() {
  return apiRequest<null>('POST', '/customer/logout');
}

/**
 * Spec §4.6: a successful logout clears the session, goes to /landing and switches to Arabic.
 * changeLanguage loads /landing afresh, which also drops every cached query of the old session.
 */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSuccess: () => {
      sessionStore.clear();
      changeLanguage('ar', '/landing');
    },
    onError: (err) => {
      // The server already forgot this session: the user's wish to leave is fulfilled all the same.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) changeLanguage('ar', '/landing');
      else toastError(err);
    },
  });
