import { bidMessages, type BidBand } from '../model';
import { BandBadge } from './band-badge';

/** The score out of 100 and its band, or why there is none yet. */
export function ScorePreview({
  score,
  band,
  killed,
  label = 'Score',
}: {
  score: number | null;
  band: BidBand | null;
  killed: boolean;
  label?: string;
}) {
  return (
    <div className="grid gap-1" role="status" aria-live="polite">
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{label}</span>
        {score === null ? null : (
          <span className="text-2xl font-semibold tabular-nums">
            {score}
            <span className="text-sm font-normal text-muted-foreground"> / 100</span>
          </span>
        )}
        {band ? <BandBadge band={band} /> : null}
      </p>
      {score === null && !killed ? (
        <p className="text-sm text-muted-foreground">{bidMessages.unscored}</p>
      ) : null}
      {killed ? <p className="text-sm text-muted-foreground">{bidMessages.killedNote}</p> : null}
    </div>
  );
}
