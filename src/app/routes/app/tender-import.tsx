import { AppPageHeader } from '@/components/layout/app-page-header';
import { TenderImport } from '@/features/tenders/components/import/tender-import';
import { canEditTenders, useWorkspace } from '@/lib/workspace';

export function Component() {
  const workspace = useWorkspace();
  return (
    <>
      <AppPageHeader
        title="Import tenders"
        description="Bring your register: tenders from a CSV or Excel file, checked before anything is saved."
      />
      {canEditTenders(workspace.role) ? (
        <div className="max-w-4xl">
          <TenderImport />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only admins and managers can import tenders.</p>
      )}
    </>
  );
}
