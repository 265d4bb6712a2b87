import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LibraryImportWizard } from '../../hooks/use-library-import';

/** Step 5: how many answers landed, were skipped, and the categories added. */
export function ReportStep({ wizard }: { wizard: LibraryImportWizard }) {
  const { result } = wizard;
  if (!result) return null;
  const lines: [string, number][] = [
    ['Imported', result.imported],
    ['Skipped', result.skipped],
  ];
  return (
    <>
      <div role="status">
        <h2 className="text-lg font-semibold">Import finished</h2>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
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
      {result.categories_created.length > 0 ? (
        <p className="wrap-user-text text-sm">Categories added: {result.categories_created.join(', ')}</p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
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
