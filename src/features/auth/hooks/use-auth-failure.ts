import { useState } from 'react';
import { authFailure, type AuthAction, type AuthFailure } from '@/lib/errors';

/**
 * The failure an auth form shows inline: `reportFailure` logs the error and keeps its
 * user-facing message for the form's banner (only there: a toast would say it twice);
 * `clearFailure` runs before a retry.
 */
export function useAuthFailure(action: AuthAction, logMessage: string) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const clearFailure = () => setFailure(null);
  const reportFailure = (error: unknown) => {
    console.warn(logMessage, error);
    const next = authFailure(error, action);
    setFailure(next);
  };
  return { failure, clearFailure, reportFailure };
}
