import { cn } from '@/lib/utils';
import { bandClasses, bandLabels, type BidBand } from '../model';

/** A band ('Bid', 'Review', 'No bid') as a coloured pill. */
export function BandBadge({ band, className }: { band: BidBand; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        bandClasses[band],
        className,
      )}
    >
      {bandLabels[band]}
    </span>
  );
}
