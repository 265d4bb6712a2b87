import { ColumnMappingStep } from '@/components/import/column-mapping-step';
import type { LibraryImportWizard } from '../../hooks/use-library-import';
import { LIBRARY_FIELDS, missingFields } from '../../import/fields';

/** Step 2 for a spreadsheet: each column to an entry's field, pre-matched from its header. */
export function MapStep({ wizard }: { wizard: LibraryImportWizard }) {
  const { source, mapping } = wizard;
  if (source?.kind !== 'table') return null;
  return (
    <ColumnMappingStep
      table={source.table}
      fields={LIBRARY_FIELDS}
      mapping={mapping}
      onMapping={wizard.setMapping}
      missing={missingFields(mapping)}
      note="Tags are split on commas and semicolons."
      onBack={() => wizard.setStep('upload')}
      onNext={() => wizard.setStep('preview')}
    />
  );
}
