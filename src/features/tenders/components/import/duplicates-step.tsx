import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { existingReferences, type Duplicates } from '../../api/import-tenders';
import { duplicateRows } from '../../import/wizard';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { RowNotes } from '@/components/import/row-notes';
import { StepFooter } from '@/components/import/step-footer';

const CHOICES: readonly { value: Duplicates; label: string }[] = [
  { value: 'skip', label: 'Skip them' },
  { value: 'update', label: "Update the existing tender with the file's values" },
];

const rowCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** Step 5: which rows repeat a reference number, skipped or updating that tender; templates for open tenders or not. */
export function DuplicatesStep({ wizard, workspaceId }: { wizard: ImportWizard; workspaceId: string }) {
  const rows = wizard.validated?.rows ?? [];
  const references = rows.map((row) => row.fields.reference_number ?? '');
  const existing = useQuery({
    queryKey: ['tenders', 'import', 'existing-references', workspaceId, references],
    queryFn: () => existingReferences(workspaceId, references),
    meta: { errorMessage: 'Failed to check the reference numbers. Please try again.' },
  });
  const duplicates = duplicateRows(rows, existing.data ?? [], wizard.duplicates);
  const importing = wizard.duplicates === 'skip' ? rows.length - duplicates.length : rows.length;
  return (
    <>
      <h2 className="text-lg font-semibold">Duplicates</h2>
      <p role="status" className="text-sm">
        {existing.isPending
          ? 'Checking the reference numbers...'
          : existing.isError
            ? 'The reference numbers could not be checked; the choice below applies all the same.'
            : duplicates.length === 0
              ? `None of the ${rowCount(rows.length)} has a reference number this workspace or an earlier row already has.`
              : `${rowCount(duplicates.length)} of ${rows.length.toLocaleString()} ${duplicates.length === 1 ? 'has' : 'have'} a reference number this workspace or an earlier row already has.`}
      </p>
      <RowNotes
        id="import-duplicates"
        heading="Rows with a reference number that exists"
        notes={duplicates}
        more="the rest are treated the same way."
      />
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
        <Button type="button" disabled={importing === 0} onClick={() => void wizard.start()}>
          Import {rowCount(importing)}
        </Button>
      </StepFooter>
    </>
  );
}
