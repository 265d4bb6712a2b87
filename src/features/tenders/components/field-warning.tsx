import type { ReactNode } from 'react';

/** A warning under a field that does not stop the save (`live`: read out when it appears). */
export function FieldWarning({ children, live = false }: { children?: ReactNode; live?: boolean }) {
  return (
    <span
      aria-live={live ? 'polite' : undefined}
      className="block font-medium text-amber-800 dark:text-amber-300"
    >
      {children}
    </span>
  );
}
