import type { ReactNode } from 'react';
import { ReportTable } from '@/components/report-table';
import { Button } from '@/components/ui/button';
import { nativeSelectClass } from '@/components/ui/native-select';
import { StepFooter } from './step-footer';

interface FieldChoice<K extends string> {
  key: K;
  label: string;
  required?: boolean;
}

interface ColumnMappingStepProps<K extends string> {
  table: { header: readonly string[]; cells: readonly (readonly string[])[] };
  fields: readonly FieldChoice<K>[];
  mapping: readonly (K | null)[];
  onMapping: (mapping: (K | null)[]) => void;
  /** The required fields no column fills yet: 'Next' waits for them. */
  missing: readonly { label: string }[];
  /** A sentence after the step's instructions, about this import's fields. */
  note?: ReactNode;
  onBack: () => void;
  onNext: () => void;
}

/** A field goes to one column: giving it to another takes it from the first. */
const assign = <K extends string>(mapping: readonly (K | null)[], column: number, field: K | null) =>
  mapping.map((current, i) => (i === column ? field : current === field ? null : current));

/** 'Map columns': each column of the file to a field, pre-matched from its header; required fields must be mapped. */
export function ColumnMappingStep<K extends string>({
  table,
  fields,
  mapping,
  onMapping,
  missing,
  note,
  onBack,
  onNext,
}: ColumnMappingStepProps<K>) {
  const example = (column: number) => table.cells.find((cells) => cells[column])?.[column] ?? '';
  return (
    <>
      <h2 className="text-lg font-semibold">Map columns</h2>
      <p className="text-sm text-muted-foreground">
        Choose the field each column fills. Columns set to 'Don't import' are ignored.
        {note ? <> {note}</> : null}
      </p>
      <ReportTable caption="The file's columns and the fields they fill">
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              Column in the file
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              Example
            </th>
            <th scope="col" className="py-2 font-medium">
              Field
            </th>
          </tr>
        </thead>
        <tbody>
          {table.header.map((header, column) => (
            <tr key={column} className="border-b last:border-0">
              <th scope="row" className="wrap-user-text py-2 pr-3 text-left font-medium">
                {header || `Column ${column + 1}`}
              </th>
              <td className="wrap-user-text hidden max-w-48 truncate py-2 pr-3 text-muted-foreground sm:table-cell">
                {example(column)}
              </td>
              <td className="min-w-40 py-2">
                <select
                  aria-label={`Field for column ${header || column + 1}`}
                  className={nativeSelectClass}
                  value={mapping[column] ?? ''}
                  onChange={(event) =>
                    onMapping(assign(mapping, column, (event.target.value || null) as K | null))
                  }
                >
                  <option value="">Don't import</option>
                  {fields.map((field) => (
                    <option key={field.key} value={field.key}>
                      {field.required ? `${field.label} (required)` : field.label}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      {missing.length > 0 ? (
        <p id="import-missing" className="text-sm font-medium text-destructive">
          Map the required fields: {missing.map((field) => field.label).join(', ')}
        </p>
      ) : null}
      <StepFooter onBack={onBack}>
        <Button
          type="button"
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? 'import-missing' : undefined}
          onClick={onNext}
        >
          Next
        </Button>
      </StepFooter>
    </>
  );
}
