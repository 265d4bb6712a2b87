import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field';
import { nativeSelectClass } from '@/components/ui/native-select';
import { StepFooter } from '@/components/import/step-footer';
import type { LibraryImportWizard } from '../../hooks/use-library-import';

/** Step 2 for a Word document: the heading level whose headings are the questions. */
export function HeadingsStep({ wizard }: { wizard: LibraryImportWizard }) {
  const id = useId();
  const { split } = wizard;
  if (!split) return null;
  const count = split.entries.length;
  return (
    <>
      <h2 className="text-lg font-semibold">Split on headings</h2>
      {split.level === null ? (
        <p id={`${id}-none`} className="text-sm font-medium text-destructive">
          This document has no headings. In Word, give each question a Heading style (Heading 1), then choose
          the file again.
        </p>
      ) : (
        <Field>
          <FieldLabel htmlFor={`${id}-level`}>Questions are the headings of</FieldLabel>
          <select
            id={`${id}-level`}
            className={nativeSelectClass}
            aria-describedby={`${id}-hint`}
            value={split.level}
            onChange={(event) => wizard.setLevel(Number(event.target.value))}
          >
            {split.levels.map((level) => (
              <option key={level} value={level}>
                Heading {level}
              </option>
            ))}
          </select>
          <FieldDescription id={`${id}-hint`}>
            Each such heading becomes an answer's question, and the text under it (to the next such heading)
            its answer: lower headings, bold, italics, lists, links and tables are kept; pictures are not.
          </FieldDescription>
        </Field>
      )}
      <p role="status" className="text-sm">
        {count.toLocaleString()} {count === 1 ? 'answer' : 'answers'} found.
        {split.textLeftOut ? ' The text outside these headings (such as a title page) is not imported.' : ''}
      </p>
      <StepFooter onBack={() => wizard.setStep('upload')}>
        <Button
          type="button"
          disabled={count === 0}
          aria-describedby={split.level === null ? `${id}-none` : undefined}
          onClick={() => wizard.setStep('preview')}
        >
          Next
        </Button>
      </StepFooter>
    </>
  );
}
