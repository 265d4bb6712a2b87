import { Button } from '@/components/ui/button';
import type { ImportField } from '../../import/fields';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { DateOrderChoice } from './date-order-choice';
import { PreviewTable } from './preview-table';
import { StepFooter } from './step-footer';

const PREVIEW_ROWS = 5;
const PROBLEMS_SHOWN = 100;

const rowCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** Step 3: the date order when the file leaves it open, the first rows as stored, and every row with a problem. */
export function PreviewStep({ wizard }: { wizard: ImportWizard }) {
  const { validated, mapping, dateHint } = wizard;
  if (!validated) return null;
  const { rows, problems } = validated;
  const fields = mapping.filter((field): field is ImportField => field !== null);
  return (
    <>
      <h2 className="text-lg font-semibold">Preview and validate</h2>
      {dateHint.order === null && dateHint.ambiguous.length > 0 ? (
        <DateOrderChoice
          examples={dateHint.ambiguous}
          value={wizard.dateOrder}
          onChange={wizard.setDateOrder}
        />
      ) : null}
      <p role="status" className="text-sm">
        {rowCount(rows.length)} ready to import.
        {problems.length > 0 ? ` ${rowCount(problems.length)} with problems will not be imported.` : ''}
      </p>
      {rows.length > 0 ? <PreviewTable rows={rows.slice(0, PREVIEW_ROWS)} fields={fields} /> : null}
      {problems.length > 0 ? (
        <section aria-labelledby="import-problems" className="grid gap-2">
          <h3 id="import-problems" className="font-medium">
            Rows with problems
          </h3>
          <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-3 text-sm">
            {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={problem.line} className="wrap-user-text">
                <span className="font-medium">Line {problem.line}:</span> {problem.reasons.join('; ')}
              </li>
            ))}
          </ul>
          {problems.length > PROBLEMS_SHOWN ? (
            <p className="text-sm text-muted-foreground">
              The first {PROBLEMS_SHOWN} of {problems.length.toLocaleString()}: the report's failed rows file
              has them all.
            </p>
          ) : null}
        </section>
      ) : null}
      <StepFooter onBack={() => wizard.setStep('map')}>
        <Button type="button" disabled={rows.length === 0} onClick={() => wizard.setStep('duplicates')}>
          Next
        </Button>
      </StepFooter>
    </>
  );
}
