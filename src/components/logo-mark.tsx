import { clsx } from 'clsx';

/** The product mark: a checked list on the primary colour (public site and app alike). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-[18px]" fill="none" stroke="currentColor" strokeWidth={2.2}>
        <path d="M5 7h14M5 12h9M5 17h5" strokeLinecap="round" />
        <path d="m15 16 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
