import { Button } from '@/components/ui/button';
import { RowNotes } from '@/components/import/row-notes';
import { StepFooter } from '@/components/import/step-footer';
import type { LibraryImportWizard } from '../../hooks/use-library-import';
import { MAX_ENTRIES } from '../../import/fields';
import { EntriesTable } from './entries-table';
import { ImportOptions } from './import-options';

const PREVIEW_ENTRIES = 10;

const answers = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'answer' : 'answers'}`;

/** Step 3: the entries as they will be stored, those that cannot be imported, duplicates and new categories flagged. */
export function PreviewStep({ wizard }: { wizard: LibraryImportWizard }) {
  const { checked, notes } = wizard;
  if (!checked) return null;
  const { entries, problems } = checked;
  const lineLabel = wizard.source?.kind === 'docx' ? 'Section' : 'Line';
  const tooMany = entries.length > MAX_ENTRIES;
  const more = 'the rest are the same.';
  return (
    <>
      <h2 className="text-lg font-semibold">Preview and validate</h2>
      <p role="status" className="text-sm">
        {answers(entries.length)} ready to import.
        {problems.length > 0 ? ` ${answers(problems.length)} with problems will not be imported.` : ''}
        {notes.duplicates.length > 0
          ? ` ${answers(notes.duplicates.length)} with a question the library has.`
          : ''}
      </p>
      {tooMany ? (
        <p id="library-import-too-many" className="text-sm font-medium text-destructive">
          At most {MAX_ENTRIES.toLocaleString()} answers in one import: split the file.
        </p>
      ) : null}
      {entries.length > 0 ? (
        <EntriesTable entries={entries.slice(0, PREVIEW_ENTRIES)} lineLabel={lineLabel} />
      ) : null}
      <RowNotes
        id="library-import-problems"
        heading="Answers with problems"
        notes={problems.map((problem) => ({ line: problem.line, text: problem.reasons.join('; ') }))}
        more={more}
        lineLabel={lineLabel}
      />
      <RowNotes
        id="library-import-duplicates"
        heading="Questions the library has"
        notes={notes.duplicates}
        more={more}
        lineLabel={lineLabel}
      />
      <RowNotes
        id="library-import-categories"
        heading="Categories"
        notes={notes.categories}
        more={more}
        lineLabel={lineLabel}
      />
      <ImportOptions wizard={wizard} />
      {wizard.importError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {wizard.importError}
        </p>
      ) : null}
      <StepFooter onBack={() => wizard.setStep('map')}>
        <Button
          type="button"
          disabled={entries.length === 0 || tooMany || wizard.checkingDuplicates}
          aria-describedby={tooMany ? 'library-import-too-many' : undefined}
          onClick={wizard.start}
        >
          Import {answers(entries.length)}
        </Button>
      </StepFooter>
    </>
  );
}
