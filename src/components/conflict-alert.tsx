import { Button } from '@/components/ui/button';

/**
 * Says that what the form was loaded with changed meanwhile (and, where it is known, who changed
 * it); Reload fetches the latest version and the fields keep their text.
 */
export function ConflictAlert({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
    >
      <span>{message}</span>
      <Button type="button" variant="outline" size="sm" onClick={onReload} disabled={reloading}>
        Reload
      </Button>
    </div>
  );
}
