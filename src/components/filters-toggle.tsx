import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FiltersToggleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the panel it folds. */
  panelId: string;
  /** How many filters narrow the list: the button counts them while they are folded away. */
  active: number;
  className?: string;
}

/**
 * 'Filters' (with the number active): below 640 px a list's filters fold behind it, so the
 * search and the list come first on a phone; from 640 px it is gone and the filters show.
 */
export function FiltersToggle({ open, onOpenChange, panelId, active, className }: FiltersToggleProps) {
  return (
    <Button
      variant="outline"
      className={cn('sm:hidden', className)}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={active > 0 ? `Filters, ${active} active` : undefined}
      onClick={() => onOpenChange(!open)}
    >
      <SlidersHorizontal aria-hidden />
      Filters
      {active > 0 ? (
        <span
          aria-hidden
          className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
        >
          {active}
        </span>
      ) : null}
    </Button>
  );
}
