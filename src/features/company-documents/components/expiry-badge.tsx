import { AlarmClock, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { expiryCue } from '../model';

/** 'Expired' in red, 'Expires in N days' (30 days ahead) in amber; nothing otherwise. */
export function ExpiryBadge({ expiresOn, className }: { expiresOn: string | null; className?: string }) {
  const cue = expiryCue(expiresOn);
  if (!cue) return null;
  const Icon = cue.kind === 'expired' ? CircleAlert : AlarmClock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
        cue.kind === 'expired'
          ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {cue.label}
    </span>
  );
}
