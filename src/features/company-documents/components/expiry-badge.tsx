import { CueBadge } from '@/components/cue-badge';
import { expiryCue } from '../model';

/** 'Expired' in red, 'Expires in N days' (30 days ahead) in amber; nothing otherwise. */
export function ExpiryBadge({ expiresOn }: { expiresOn: string | null }) {
  const cue = expiryCue(expiresOn);
  return cue ? <CueBadge label={cue.label} past={cue.kind === 'expired'} /> : null;
}
