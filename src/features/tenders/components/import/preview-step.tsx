import { Button } from '@/components/ui/button';
import type { ImportField } from '../../import/fields';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { DateOrderChoice } from './date-order-choice';
import { PreviewTable } from './preview-table';
import { RowNotes } from '@/components/import/row-notes';
import { StepFooter } from '@/components/import/step-footer';

const PREVIEW_ROWS = 5;

const rowCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** Step 4: the date order when the file leaves it open, the first rows as stored, and every row with a problem. */
export function PreviewStep({ wizard }: { wizard: ImportWizard }) {
  const { validated, mapping, dateHint } = wizard;
  if (!validated) return null;
  const { rows, problems } = validated;
  const fields = mapping.filter((field): field is ImportField => field !== null);
  const warned = rows.filter((row) => row.warnings.length > 0);
  // Dates that read either way are a question, not a value to leave empty: it is answered first.
  const orderAsked = dateHint.order === null && dateHint.ambiguous.length > 0;
  const orderMissing = orderAsked && wizard.dateOrder === null;
  return (
    <>
      <h2 className="text-lg font-semibold">Preview and validate</h2>
      {orderAsked ? (
        <DateOrderChoice
          examples={dateHint.ambiguous}
          value={wizard.dateOrder}
          onChange={wizard.setDateOrder}
        />
      ) : null}
      <p role="status" className="text-sm">
        {rowCount(rows.length)} ready to import.
        {warned.length > 0 ? ` ${rowCount(warned.length)} of them with values left empty.` : ''}
        {problems.length > 0 ? ` ${rowCount(problems.length)} with problems will not be imported.` : ''}
      </p>
      {rows.length > 0 ? <PreviewTable rows={rows.slice(0, PREVIEW_ROWS)} fields={fields} /> : null}
      <RowNotes
        id="import-problems"
        heading="Rows with problems"
        notes={problems.map((problem) => ({ line: problem.line, text: problem.reasons.join('; ') }))}
        more="the report's failed rows file has them all."
      />
      <RowNotes
        id="import-warnings"
        heading="Values left empty"
        notes={warned.map((row) => ({ line: row.line, text: row.warnings.join('; ') }))}
        more="the rest are imported with those values empty too."
      />
      <StepFooter onBack={() => wizard.setStep('values')}>
        {orderMissing ? (
          <p id="import-order-missing" className="text-sm font-medium text-destructive">
            Choose how the dates are written.
          </p>
        ) : null}
        <Button
          type="button"
          disabled={rows.length === 0 || orderMissing}
          aria-describedby={orderMissing ? 'import-order-missing' : undefined}
          onClick={() => wizard.setStep('duplicates')}
        >
          Next
        </Button>
      </StepFooter>
    </>
  );
}
