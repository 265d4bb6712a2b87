import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DownloadFailedRows } from '@/components/import/download-failed-rows';
import type { LibraryImportWizard } from '../../hooks/use-library-import';
import { leftOutRows } from '../../import/entries';

/** Step 5: how many answers landed, were skipped or left out, the categories added, and a spreadsheet's rows left out as a file to fix. */
export function ReportStep({ wizard }: { wizard: LibraryImportWizard }) {
  const { result, source, checked } = wizard;
  if (!result) return null;
  const problems = checked?.problems ?? [];
  const lines: [string, number][] = [
    ['Imported', result.imported],
    ['Skipped', result.skipped],
    ...(problems.length > 0 ? ([['Left out', problems.length]] as [string, number][]) : []),
  ];
  const table = source?.kind === 'table' && problems.length > 0 ? source.table : null;
  return (
    <>
      <div role="status">
        <h2 className="text-lg font-semibold">Import finished</h2>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-lg sm:grid-cols-3">
        {lines.map(([label, count]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {result.skipped > 0 ? (
        <p className="text-sm text-muted-foreground">
          Skipped: the library has an answer with the same question.
        </p>
      ) : null}
      {table ? (
        <p className="text-sm text-muted-foreground">
          The failed rows file has each of them with its line and reason: fix them and import just that file.
        </p>
      ) : null}
      {result.categories_created.length > 0 ? (
        <p className="wrap-user-text text-sm">Categories added: {result.categories_created.join(', ')}</p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        {table ? (
          <DownloadFailedRows what="answers" header={table.header} rows={leftOutRows(table, problems)} />
        ) : null}
        <Button type="button" variant="outline" onClick={wizard.restart}>
          Import another file
        </Button>
        <Link to={paths.app.library} className={buttonVariants()}>
          Go to the answer library
        </Link>
      </div>
    </>
  );
}
