import { ReportTable } from '@/components/report-table';
import { choiceText } from '../../column-text';
import { IMPORT_FIELDS, type ImportField, type ImportFieldSpec } from '../../import/fields';
import type { ImportRow } from '../../import/rows';

/** A stored value as the list shows it: labels for statuses, channels and types; '—' for none. */
function shown(row: ImportRow, { key, spec }: ImportFieldSpec): string {
  const value =
    spec.kind === 'timestamp'
      ? row.createdDate
      : spec.outcome
        ? row.outcome?.[key as keyof NonNullable<ImportRow['outcome']>]
        : row.fields[key as keyof ImportRow['fields']];
  if (value === null || value === undefined || value === '') return '—';
  return choiceText(spec, value) ?? String(value);
}

/**
 * A column wide enough to read: sentences (title, client, description) wrap from 12rem,
 * the rest (dates, amounts, choices) stay on one line. Many mapped columns scroll sideways
 * rather than squeeze the text ones to a few letters.
 */
const cellClass = ({ spec }: ImportFieldSpec) =>
  spec.kind === 'text' || spec.kind === 'long-text'
    ? 'wrap-user-text min-w-48 max-w-72'
    : 'whitespace-nowrap';

/** The first rows as they will be stored, one column per mapped field. */
export function PreviewTable({
  rows,
  fields,
}: {
  rows: readonly ImportRow[];
  fields: readonly ImportField[];
}) {
  const specs = IMPORT_FIELDS.filter((spec) => fields.includes(spec.key));
  return (
    <ReportTable caption="The first rows as they will be stored" className="rounded-md border">
      <thead>
        <tr className="border-b bg-muted/50 text-left">
          <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
            Line
          </th>
          {specs.map((spec) => (
            <th key={spec.key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
              {spec.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className="border-b last:border-0">
            <td className="px-3 py-2 tabular-nums">{row.line}</td>
            {specs.map((spec) => (
              <td key={spec.key} className={`${cellClass(spec)} px-3 py-2 align-top`}>
                <span className="line-clamp-2">{shown(row, spec)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
