import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The product mark: a small stacked-documents glyph on the primary colour. */
export function PublicLogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm',
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

/** Product name and Beta badge, linking home. */
export function PublicBrand({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight', className)}
    >
      <PublicLogoMark />
      <span className="text-[17px]">TenderFlow</span>
      <Badge
        variant="outline"
        className="border-primary/30 bg-primary/10 px-2 py-0 text-[11px] font-medium text-primary"
      >
        Beta
      </Badge>
    </Link>
  );
}
