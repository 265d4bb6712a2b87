import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface StepFooterProps {
  onBack?: () => void;
  /** The step's forward button (Next, Import …). */
  children?: ReactNode;
}

/** A step's buttons: Back on the left, the way forward on the right. */
export function StepFooter({ onBack, children }: StepFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
