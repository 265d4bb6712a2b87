import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { signedDocumentUrl, useDeleteDocument, useRenameDocument } from '../api/document-actions';
import { documentQueries, type TenderDocument } from '../api/queries';
import { useUploads } from '../hooks/use-uploads';
import { documentMessages, withExtension } from '../model';
import { DocumentDropZone } from './document-drop-zone';
import { DocumentRow } from './document-row';
import { RenameDocumentDialog } from './rename-document-dialog';
import { UploadProgress } from './upload-progress';

interface Tender {
  id: string;
  workspace_id: string;
}

/** The tender's documents on Storage: drop or choose files to upload (with progress), then open and download them; editors also rename and delete. */
export function DocumentsCard({ tender }: { tender: Tender }) {
  const query = useQuery(documentQueries.byTender(tender.id));
  const documents = query.data ?? [];
  const names = documents.map((document) => document.name);
  const uploads = useUploads({ workspaceId: tender.workspace_id, tenderId: tender.id, taken: names });
  const rename = useRenameDocument();
  const remove = useDeleteDocument();
  const role = useRoleIn(tender.workspace_id);
  const [renaming, setRenaming] = useState<TenderDocument | null>(null);
  const [deleting, setDeleting] = useState<TenderDocument | null>(null);

  const open = useMutation({
    mutationFn: async ({ document, download }: { document: TenderDocument; download: boolean }) => {
      // Saved under the shown name with its extension (a name stored without one gets its type's).
      const url = await signedDocumentUrl(
        document.path,
        download ? withExtension(document.name, document.mimetype) : undefined,
      );
      if (download) window.location.assign(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    meta: { errorMessage: documentMessages.openFailed },
  });

  return (
    <Card data-testid="documents-card">
      <CardHeader>
        <CardTitle>Documents</CardTitle>
        <CardDescription>
          The notice, drawings, bill of quantities, clarifications and your proposals, beside the tender.
        </CardDescription>
      </CardHeader>
      {/* One column that may shrink below its content (minmax(0, 1fr)): long names truncate or wrap, never widen the card. */}
      <CardContent className="grid grid-cols-1 gap-4">
        <DocumentDropZone onFiles={uploads.add} />
        {uploads.refused.length ? (
          <div
            role="alert"
            className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            {uploads.refused.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </div>
        ) : null}
        <UploadProgress items={uploads.items} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isLoadingError ? (
          <LoadError message={documentMessages.loadFailed} query={query} />
        ) : documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">No documents yet.</p>
        ) : (
          <ul aria-label="Documents" className="divide-y rounded-md border">
            {documents.map((document) => (
              <DocumentRow
                key={document.path}
                document={document}
                canEdit={role !== undefined && canEditTenders(role)}
                onOpen={() => open.mutate({ document, download: false })}
                onDownload={() => open.mutate({ document, download: true })}
                onRename={() => setRenaming(document)}
                onDelete={() => setDeleting(document)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {renaming ? (
        <RenameDocumentDialog
          document={renaming}
          taken={names.filter((name) => name !== renaming.name)}
          pending={rename.isPending}
          onClose={() => setRenaming(null)}
          onRename={(to) =>
            rename.mutate(
              { path: renaming.path, to },
              {
                onSuccess: () => (toast.success(documentMessages.renamed), setRenaming(null)),
              },
            )
          }
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete this document?"
        warning={(document) =>
          `${document.name} will be deleted for everyone in the workspace. This cannot be undone.`
        }
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        onConfirm={(document) =>
          remove.mutate(document.path, {
            onSuccess: () => (toast.success(documentMessages.deleted), setDeleting(null)),
          })
        }
      />
    </Card>
  );
}
