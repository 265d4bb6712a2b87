import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getEnv } from '@/config/env';
import { useRegenerateCalendarFeed } from '../api/calendar-feed';
import type { CalendarFeed } from '../api/queries';
import { calendarFeedMessages as words, calendarFeedUrl, lastFetchedText, webcalUrl } from '../calendar-feed';

/** The feed's URL, read-only and selectable, with Copy, Regenerate (asked first) and a webcal:// link. */
export function CalendarFeedField({ feed }: { feed: CalendarFeed }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCalendarFeed();
  const url = calendarFeedUrl(getEnv().supabaseUrl, feed.token);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(words.copied);
    } catch {
      toast.error(words.copyFailed);
    }
  };
  const onConfirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(words.regenerated);
      },
    });

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{words.label}</Label>
      <Input
        id={id}
        readOnly
        value={url}
        aria-describedby={`${id}-hint ${id}-fetched`}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs md:text-xs"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {words.hint}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden /> Regenerate
        </Button>
        <a href={webcalUrl(url)} className={buttonVariants({ variant: 'link', className: 'px-2' })}>
          <CalendarPlus aria-hidden /> {words.openInCalendar}
        </a>
      </div>
      <p id={`${id}-fetched`} className="text-sm text-muted-foreground">
        {lastFetchedText(feed.last_fetched_at)}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={words.confirmTitle}
        description={words.confirmDescription}
        confirmLabel="Regenerate"
        pendingLabel="Regenerating..."
        pending={regenerate.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
