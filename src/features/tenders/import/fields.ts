// The tender fields a spreadsheet's columns can fill, from the column spec: labelled as our
// own CSV export heads them (so an export imports back unchanged), with the other names a
// column may go by.
import { TENDER_COLUMNS, type ImportField, type TenderColumnSpec } from '../columns';

export type { ImportField };

export interface ImportFieldSpec {
  key: ImportField;
  label: string;
  required: boolean;
  synonyms: readonly string[];
  spec: TenderColumnSpec;
}

/** The fields in the columns' order, each labelled with its export header. */
export const IMPORT_FIELDS: readonly ImportFieldSpec[] = (
  TENDER_COLUMNS as readonly TenderColumnSpec[]
).flatMap((spec) =>
  spec.import
    ? [
        {
          key: spec.column as ImportField,
          label: spec.csv ?? spec.label,
          required: spec.required ?? false,
          synonyms: spec.import.synonyms,
          spec,
        },
      ]
    : [],
);

/** The fields whose cells are dates (their day/month order is asked once for the file). */
export const DATE_FIELDS: ReadonlySet<ImportField> = new Set(
  IMPORT_FIELDS.filter(({ spec }) => spec.kind === 'date' || spec.kind === 'timestamp').map(({ key }) => key),
);
