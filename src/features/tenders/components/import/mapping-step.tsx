import { ColumnMappingStep } from '@/components/import/column-mapping-step';
import { IMPORT_FIELDS } from '../../import/fields';
import { missingRequired } from '../../import/headers';
import type { ImportWizard } from '../../hooks/use-import-wizard';

/** Step 2: each column of the file to a tender's field, pre-matched from its header. */
export function MappingStep({ wizard }: { wizard: ImportWizard }) {
  const { table, mapping } = wizard;
  if (!table) return null;
  return (
    <ColumnMappingStep
      table={table}
      fields={IMPORT_FIELDS}
      mapping={mapping}
      onMapping={wizard.setMapping}
      missing={missingRequired(mapping)}
      onBack={() => wizard.setStep('upload')}
      onNext={() => wizard.setStep('values')}
    />
  );
}
