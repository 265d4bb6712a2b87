import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldLabel } from '@/components/ui/field';
import { nativeSelectClass } from '@/components/ui/native-select';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { ImportFileField } from '@/components/import/import-file-field';
import { countOf as count } from '@/lib/count-of';
import { StepFooter } from '@/components/import/step-footer';

/** Step 1: the file (.csv or .xlsx, up to 10 MB) and, for a workbook of several sheets, the sheet. */
export function UploadStep({ wizard }: { wizard: ImportWizard }) {
  const id = useId();
  const { file, table, sheets, reading, readError } = wizard;
  return (
    <>
      <h2 className="text-lg font-semibold">Upload</h2>
      <ImportFileField
        id={id}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hint="A .csv file (comma, semicolon or tab separated; UTF-8 or Windows-1252) or an Excel .xlsx file, up to 10 MB. A file from 'Export CSV' imports as it is."
        error={readError}
        onFile={(chosen) => void wizard.chooseFile(chosen)}
      />
      {sheets.names.length > 1 ? (
        <Field>
          <FieldLabel htmlFor={`${id}-sheet`}>Sheet</FieldLabel>
          <select
            id={`${id}-sheet`}
            className={nativeSelectClass}
            value={sheets.chosen ?? ''}
            onChange={(event) => void wizard.chooseFile(file, event.target.value)}
          >
            {sheets.names.map((sheet) => (
              <option key={sheet} value={sheet}>
                {sheet}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {reading
          ? 'Reading the file...'
          : table && file
            ? `${file.name}: ${count(table.cells.length, 'row')}, ${count(table.header.length, 'column')}`
            : ''}
      </p>
      <StepFooter>
        <Button type="button" disabled={!table || reading} onClick={() => wizard.setStep('map')}>
          Next
        </Button>
      </StepFooter>
    </>
  );
}
