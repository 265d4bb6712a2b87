import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { countExistingReferences, type Duplicates } from '../../api/import-tenders';
import { repeatedReferences } from '../../import/wizard';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { StepFooter } from './step-footer';

const CHOICES: readonly { value: Duplicates; label: string }[] = [
  { value: 'skip', label: 'Skip them' },
  { value: 'update', label: "Update the existing tender with the file's values" },
];

/** Step 4: rows whose reference number the workspace has already are skipped or update that tender. */
export function DuplicatesStep({ wizard, workspaceId }: { wizard: ImportWizard; workspaceId: string }) {
  const rows = wizard.validated?.rows ?? [];
  const references = rows.map((row) => row.fields.reference_number ?? '');
  const existing = useQuery({
    queryKey: ['tenders', 'import', 'existing-references', workspaceId, references],
    queryFn: () => countExistingReferences(workspaceId, references),
    meta: { errorMessage: 'Failed to check the reference numbers. Please try again.' },
  });
  const repeated = repeatedReferences(rows);
  return (
    <>
      <h2 className="text-lg font-semibold">Duplicates</h2>
      <p role="status" className="text-sm">
        {existing.isPending
          ? 'Checking the reference numbers...'
          : existing.isError
            ? 'The reference numbers could not be checked; the choice below applies all the same.'
            : `${existing.data.toLocaleString()} of the ${rows.length.toLocaleString()} rows have a reference number this workspace already has.`}
        {repeated > 0
          ? ` ${repeated.toLocaleString()} repeat the reference number of an earlier row of the file and are treated the same way.`
          : ''}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Rows whose reference number already exists</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="import-duplicates"
              className="size-4 accent-primary"
              checked={wizard.duplicates === choice.value}
              onChange={() => wizard.setDuplicates(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground">A tender is never duplicated by an import.</p>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={wizard.templates}
          onChange={(event) => wizard.setTemplates(event.target.checked)}
        />
        Create tasks and checklists for open tenders
      </label>
      <p className="text-sm text-muted-foreground">
        Won, lost, declined, cancelled and submitted tenders come in as records, without tasks or a checklist.
      </p>
      <StepFooter onBack={() => wizard.setStep('preview')}>
        <Button type="button" onClick={() => void wizard.start()}>
          Import {rows.length.toLocaleString()} {rows.length === 1 ? 'row' : 'rows'}
        </Button>
      </StepFooter>
    </>
  );
}
