import { useEffect } from 'react';
import { toastLoadError } from './query-client';

interface QueryOutcome {
  isError: boolean;
  data: unknown;
  errorUpdatedAt: number;
}

/**
 * The spec's toast (titled Error) when a screen's first load fails, once per failure.
 * A failed refresh of data already on screen toasts from the query cache instead.
 */
export function useLoadErrorToast({ isError, data, errorUpdatedAt }: QueryOutcome, message: string): void {
  const failedFirstLoad = isError && data === undefined;
  useEffect(() => {
    if (failedFirstLoad) toastLoadError(message);
  }, [failedFirstLoad, errorUpdatedAt, message]);
}
