import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ImportFileField } from '@/components/import/import-file-field';
import { countOf as count } from '@/lib/count-of';
import { StepFooter } from '@/components/import/step-footer';
import type { LibraryImportWizard } from '../../hooks/use-library-import';

const ACCEPT = [
  '.csv',
  '.xlsx',
  '.docx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** Step 1: a spreadsheet (a row per answer) or a Word document (a heading per answer), up to 10 MB. */
export function UploadStep({ wizard }: { wizard: LibraryImportWizard }) {
  const id = useId();
  const { file, source, reading, readError } = wizard;
  const read =
    !file || !source
      ? ''
      : source.kind === 'table'
        ? `${file.name}: ${count(source.table.cells.length, 'row')}, ${count(source.table.header.length, 'column')}`
        : `${file.name}: ${count(wizard.split?.levels.length ?? 0, 'heading level')}`;
  return (
    <>
      <h2 className="text-lg font-semibold">Upload</h2>
      <ImportFileField
        id={id}
        accept={ACCEPT}
        hint="A spreadsheet (.csv or .xlsx) with a row per answer: question, answer, category and tags. Or a Word document (.docx) whose headings are the questions, each followed by its answer. Up to 10 MB."
        error={readError}
        onFile={(chosen) => void wizard.chooseFile(chosen)}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {reading ? 'Reading the file...' : read}
      </p>
      <StepFooter>
        <Button type="button" disabled={!source || reading} onClick={() => wizard.setStep('map')}>
          Next
        </Button>
      </StepFooter>
    </>
  );
}
