import { Pill } from '@/components/pill';
import { cn } from '@/lib/utils';
import { bandClasses, bandLabels, type BidBand } from '../model';

/** A band ('Bid', 'Review', 'No bid') as a coloured pill. */
export function BandBadge({ band, className }: { band: BidBand; className?: string }) {
  return <Pill className={cn(bandClasses[band], className)}>{bandLabels[band]}</Pill>;
}
