import { Button } from '@/components/ui/button';
import type { ImportWizard } from '../../hooks/use-import-wizard';

/** Step 5: the batches as they land; Cancel stops after the current one. */
export function ProgressStep({ wizard }: { wizard: ImportWizard }) {
  const { done, total } = wizard.progress ?? { done: 0, total: 0 };
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <>
      <h2 className="text-lg font-semibold">Import</h2>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done.toLocaleString()} of ${total.toLocaleString()} rows`}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" aria-live="polite">
        {wizard.cancelling
          ? 'Cancelling after the current batch...'
          : `${done.toLocaleString()} of ${total.toLocaleString()} rows done`}
      </p>
      <div className="flex justify-end border-t pt-4">
        <Button type="button" variant="outline" disabled={wizard.cancelling} onClick={wizard.cancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
