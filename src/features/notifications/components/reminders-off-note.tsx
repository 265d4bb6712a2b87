import { BellOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';

/** Under the heading when the user turned Tender deadline reminders off: the bell is quiet, this page is not. */
export function RemindersOffNote() {
  const { profile } = useProfile();
  if (profile?.preferences.tenderDeadlineReminders !== false) return null;
  return (
    <p className="mb-6 flex items-start gap-2 rounded-lg border bg-muted/50 p-4 text-sm">
      <BellOff aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        Tender deadline reminders are off, so the bell shows no alerts. This page still lists your deadlines.{' '}
        <Link to={paths.app.settings} className="font-medium text-primary underline-offset-4 hover:underline">
          Turn reminders on in Settings
        </Link>
      </span>
    </p>
  );
}
