import { Card, CardContent } from '@/components/ui/card';
import { ImportStepList } from '@/components/import/import-step-list';
import { useWorkspace } from '@/lib/workspace';
import { useLibraryImport } from '../../hooks/use-library-import';
import { libraryImportSteps } from '../../import/steps';
import { HeadingsStep } from './headings-step';
import { MapStep } from './map-step';
import { PreviewStep } from './preview-step';
import { ReportStep } from './report-step';
import { UploadStep } from './upload-step';

/** Answers from a spreadsheet or a Word document: upload, map columns or split on headings, preview and validate, import, report. */
export function LibraryImport() {
  const workspace = useWorkspace();
  const wizard = useLibraryImport(workspace.id, workspace.role);
  const count = wizard.checked?.entries.length ?? 0;
  return (
    <div className="grid gap-4">
      <ImportStepList current={wizard.step} steps={libraryImportSteps(wizard.source?.kind === 'docx')} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {wizard.step === 'upload' ? (
            <UploadStep wizard={wizard} />
          ) : wizard.step === 'map' ? (
            wizard.source?.kind === 'docx' ? (
              <HeadingsStep wizard={wizard} />
            ) : (
              <MapStep wizard={wizard} />
            )
          ) : wizard.step === 'preview' ? (
            <PreviewStep wizard={wizard} />
          ) : wizard.step === 'import' ? (
            <>
              <h2 className="text-lg font-semibold">Import</h2>
              <p role="status" className="text-sm">
                Importing {count.toLocaleString()} {count === 1 ? 'answer' : 'answers'}...
              </p>
            </>
          ) : (
            <ReportStep wizard={wizard} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
