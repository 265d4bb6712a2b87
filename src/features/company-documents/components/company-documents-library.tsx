import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { useDeleteCompanyDocument } from '../api/delete-company-document';
import { companyDocumentQueries } from '../api/queries';
import { companyDocumentMessages, deleteDocumentWarning, type CompanyDocument } from '../model';
import { CompanyDocumentDialog } from './company-document-dialog';
import { CompanyDocumentRow } from './company-document-row';
import { useOpenFile } from './use-open-file';

/** The Company documents page's content: the library, soonest expiry first; admins and managers add, edit and delete. */
export function CompanyDocumentsLibrary() {
  const workspace = useWorkspace();
  const canEdit = canEditTenders(workspace.role);
  const query = useQuery(companyDocumentQueries.list(workspace.id));
  // The form's dialog: the document to edit (null to add one) stays while it closes.
  const [editing, setEditing] = useState<{ open: boolean; saved: CompanyDocument | null }>({
    open: false,
    saved: null,
  });
  const [deleting, setDeleting] = useState<CompanyDocument | null>(null);
  const remove = useDeleteCompanyDocument();
  const open = useOpenFile();
  const documents = query.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Library</CardTitle>
          <CardDescription>Soonest expiry first. A tender lists the ones it requires.</CardDescription>
        </div>
        {canEdit ? (
          <Button onClick={() => setEditing({ open: true, saved: null })}>
            <Plus aria-hidden /> Add company document
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {canEdit ? null : <p className="text-sm text-muted-foreground">{companyDocumentMessages.readOnly}</p>}
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isLoadingError ? (
          <LoadError message={companyDocumentMessages.loadFailed} query={query} />
        ) : documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No company documents yet. Certificates, insurance policies, tax clearance, registrations and
            accreditations go here, with their expiry dates.
          </p>
        ) : (
          <ul aria-label="Company documents" className="divide-y rounded-md border">
            {documents.map((document) => (
              <CompanyDocumentRow
                key={document.id}
                document={document}
                canEdit={canEdit}
                onOpen={() => open.mutate(document)}
                onEdit={() => setEditing({ open: true, saved: document })}
                onDelete={() => setDeleting(document)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CompanyDocumentDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        workspaceId={workspace.id}
        saved={editing.saved}
      />
      <DeleteDialog
        item={deleting}
        title={companyDocumentMessages.deleteTitle}
        warning={deleteDocumentWarning}
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        onConfirm={(document) =>
          remove.mutate(document, {
            onSuccess: () => {
              toast.success(companyDocumentMessages.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
