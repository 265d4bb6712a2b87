import { useState } from 'react';
import { toast } from 'sonner';
import { authFailure, type AuthAction, type AuthFailure } from '@/lib/errors';

/**
 * The failure an auth form shows inline: `reportFailure` logs the error, keeps its
 * user-facing message for the form and toasts it; `clearFailure` runs before a retry.
 */
export function useAuthFailure(action: AuthAction, logMessage: string) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const clearFailure = () => setFailure(null);
  const reportFailure = (error: unknown) => {
    console.warn(logMessage, error);
    const next = authFailure(error, action);
    setFailure(next);
    toast.error(next.message);
  };
  return { failure, clearFailure, reportFailure };
}
