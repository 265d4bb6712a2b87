import { Button } from '@/components/ui/button';
import { columnSpec } from '../../columns';
import { choiceOptions, LEAVE_EMPTY, type ChoiceColumn } from '../../import/value-matches';
import type { ImportWizard } from '../../hooks/use-import-wizard';
import { StepFooter } from '@/components/import/step-footer';
import { nativeSelectClass } from '@/components/ui/native-select';

const rowCount = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** One mapped choice column: each of its values and the app's value it becomes. */
function ColumnValues({ column, wizard }: { column: ChoiceColumn; wizard: ImportWizard }) {
  const options = choiceOptions(columnSpec(column.field));
  const chosen = wizard.matches[column.field] ?? {};
  const headingId = `match-${column.field}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium">
        {column.label} <span className="font-normal text-muted-foreground">(column '{column.header}')</span>
      </h3>
      <ul className="grid gap-2">
        {column.values.map((value) => (
          <li
            key={value.text}
            className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:items-center sm:gap-3"
          >
            <span className="wrap-user-text text-sm">
              <span className="font-medium">{value.text}</span>{' '}
              <span className="text-muted-foreground">({rowCount(value.rows)})</span>
            </span>
            <select
              aria-label={`${column.label} for '${value.text}'`}
              className={nativeSelectClass}
              value={chosen[value.text] ?? value.guess}
              onChange={(event) => wizard.matchValue(column.field, value.text, event.target.value)}
            >
              <option value="">{LEAVE_EMPTY}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Step 3: each distinct value of the mapped choice columns matched to the app's, or left empty. */
export function MatchValuesStep({ wizard }: { wizard: ImportWizard }) {
  const columns = wizard.choices.filter((column) => column.values.length > 0);
  return (
    <>
      <h2 className="text-lg font-semibold">Match values</h2>
      <p className="text-sm text-muted-foreground">
        {columns.length > 0
          ? `Choose what each of the file's values becomes. A value left empty imports the tender without it.`
          : 'The mapped columns have no values to match.'}
      </p>
      {columns.map((column) => (
        <ColumnValues key={column.field} column={column} wizard={wizard} />
      ))}
      <StepFooter onBack={() => wizard.setStep('map')}>
        <Button type="button" onClick={() => wizard.setStep('preview')}>
          Next
        </Button>
      </StepFooter>
    </>
  );
}
