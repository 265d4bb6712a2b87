import { Card, CardContent } from '@/components/ui/card';
import { useWorkspace } from '@/lib/workspace';
import { useImportWizard } from '../../hooks/use-import-wizard';
import { IMPORT_STEPS } from '../../import/wizard';
import { DuplicatesStep } from './duplicates-step';
import { ImportStepList } from '@/components/import/import-step-list';
import { MappingStep } from './mapping-step';
import { MatchValuesStep } from './match-values-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { ReportStep } from './report-step';
import { UploadStep } from './upload-step';

/** The import wizard: upload, map columns, match values, preview and validate, duplicates, import, report. */
export function TenderImport() {
  const workspace = useWorkspace();
  const wizard = useImportWizard(workspace.id);
  return (
    <div className="grid gap-4">
      <ImportStepList current={wizard.step} steps={IMPORT_STEPS} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {wizard.step === 'upload' ? (
            <UploadStep wizard={wizard} />
          ) : wizard.step === 'map' ? (
            <MappingStep wizard={wizard} />
          ) : wizard.step === 'values' ? (
            <MatchValuesStep wizard={wizard} />
          ) : wizard.step === 'preview' ? (
            <PreviewStep wizard={wizard} />
          ) : wizard.step === 'duplicates' ? (
            <DuplicatesStep wizard={wizard} workspaceId={workspace.id} />
          ) : wizard.step === 'import' ? (
            <ProgressStep wizard={wizard} />
          ) : (
            <ReportStep wizard={wizard} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
