import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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

const count = (n: number, noun: string) => `${n.toLocaleString()} ${noun}${n === 1 ? '' : 's'}`;

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
      <Field invalid={Boolean(readError)}>
        <FieldLabel htmlFor={`${id}-file`}>File</FieldLabel>
        <Input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={readError ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={Boolean(readError) || undefined}
          onChange={(event) => void wizard.chooseFile(event.target.files?.[0] ?? null)}
        />
        <FieldDescription id={`${id}-hint`}>
          A spreadsheet (.csv or .xlsx) with a row per answer: question, answer, category and tags. Or a Word
          document (.docx) whose headings are the questions, each followed by its answer. Up to 10 MB.
        </FieldDescription>
        <FieldError id={`${id}-error`} role="alert">
          {readError}
        </FieldError>
      </Field>
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
