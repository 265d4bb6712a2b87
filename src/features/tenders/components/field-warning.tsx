import type { ReactNode } from 'react';

/** A warning under a field that does not stop the save; read out when it appears. */
export function FieldWarning({ children }: { children?: ReactNode }) {
  return (
    <span aria-live="polite" className="block font-medium text-amber-800 dark:text-amber-300">
      {children}
    </span>
  );
}
