import type { ReactNode } from 'react';

/** A form-level error shown above the fields and announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
    >
      {children}
    </div>
  );
}
