import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { dataErrorMessage } from '@/lib/errors';
import { countOutcomes } from '../../api/import-tenders';
import { duplicateOutcomes, failedRows, leftEmpty } from '../../import/wizard';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { DownloadFailedRows } from '@/components/import/download-failed-rows';
import { RowNotes } from '@/components/import/row-notes';

/** Step 7: what became of the rows, and the failed ones as a file to fix and import again. */
export function ReportStep({ wizard }: { wizard: ImportWizard }) {
  const { run, validated, table } = wizard;
  if (!run || !validated || !table) return null;
  const counts = countOutcomes(run.outcomes);
  const failed = failedRows(validated.problems, validated.rows, run);
  const title = run.stoppedBy
    ? `Import stopped: ${dataErrorMessage(run.stoppedBy, 'a batch could not be saved')}`
    : run.notImported.length > 0
      ? 'Import cancelled'
      : 'Import finished';
  const lines: [string, number][] = [
    ['Imported', counts.imported],
    ['Updated', counts.updated],
    ['Skipped', counts.skipped],
    ['Failed', failed.length - run.notImported.length],
    ...(run.notImported.length > 0 ? ([['Not imported', run.notImported.length]] as [string, number][]) : []),
  ];
  return (
    <>
      <div role="status">
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {lines.map(([label, count]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <RowNotes
        id="import-left-empty"
        heading="Values left empty"
        notes={leftEmpty(validated.rows, run)}
        more="the rest were imported with those values empty too."
      />
      <RowNotes
        id="import-repeated"
        heading="Skipped and updated rows"
        notes={duplicateOutcomes(validated.rows, run)}
        more="the rest likewise."
      />
      {failed.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          The failed rows file has each of them with its line and reason: fix them and import just that file.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        {failed.length > 0 ? <DownloadFailedRows what="tenders" header={table.header} rows={failed} /> : null}
        <Button type="button" variant="outline" onClick={wizard.restart}>
          Import another file
        </Button>
        <Link to={paths.app.tenders} className={buttonVariants()}>
          View tenders
        </Link>
      </div>
    </>
  );
}
