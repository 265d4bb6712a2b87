import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface RowActionProps extends Omit<ComponentProps<typeof Button>, 'children' | 'variant' | 'size'> {
  /** What the button does, its accessible name: 'Delete Tender notice.pdf'. */
  label: string;
  icon: LucideIcon;
  /** Deletes: muted until hovered, then red. */
  destructive?: boolean;
}

/** An icon button on a row of a list: open, download, rename, edit, move, delete. */
export function RowAction({ label, icon: Icon, destructive, className, ...button }: RowActionProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn(destructive && 'text-muted-foreground hover:text-destructive', className)}
      aria-label={label}
      {...button}
    >
      <Icon aria-hidden />
    </Button>
  );
}
