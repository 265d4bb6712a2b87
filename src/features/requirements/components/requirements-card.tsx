import { useQuery } from '@tanstack/react-query';
import { ClipboardPaste } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { canEditTenders, useWorkspace, workspaceQueries, type Member } from '@/lib/workspace';
import { useDeleteRequirement } from '../api/mutations';
import { requirementQueries } from '../api/queries';
import {
  answersByRequirement,
  requirementMessages,
  type EvidenceAnswer,
  type LibraryDocument,
  type Requirement,
} from '../model';
import { AddRequirementsDialog } from './add-requirements-dialog';
import { RequirementProgressText } from './requirement-progress';
import { RequirementRow } from './requirement-row';

const NO_MEMBERS: readonly Member[] = [];
const NO_ANSWERS: readonly EvidenceAnswer[] = [];
/** Rows that get their selects at once: those the tab shows first (the rest as they near the viewport). */
const EAGER_ROWS = 10;

interface RequirementsCardProps {
  tender: { id: string; workspace_id: string };
  /** The tender's documents, the evidence a requirement can point to. */
  documentNames: readonly string[];
  /** The company library, the other evidence a requirement can point to (the same array while unchanged). */
  libraryDocuments: readonly LibraryDocument[];
  /** What another feature adds under each requirement (the library's answers; a stable function). */
  extra?: (requirement: Requirement) => ReactNode;
  /** More buttons beside 'Add requirements' (the library's 'Download response'). */
  actions?: ReactNode;
}

/**
 * The compliance checklist: progress, every requirement with its status, owner and evidence (a
 * tender document, a company document or one of its library answers), and 'Add requirements'.
 */
export function RequirementsCard({
  tender,
  documentNames,
  libraryDocuments,
  extra,
  actions,
}: RequirementsCardProps) {
  const workspace = useWorkspace();
  const query = useQuery(requirementQueries.byTender(tender.id));
  const members = useQuery(workspaceQueries.members(tender.workspace_id));
  const evidenceAnswers = useQuery(requirementQueries.evidenceAnswers(tender.id)).data;
  // One array per requirement, new only when the answers change: rows re-render only then.
  const answersOf = useMemo(() => answersByRequirement(evidenceAnswers ?? []), [evidenceAnswers]);
  const remove = useDeleteRequirement();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Requirement | null>(null);
  const requirements = query.data ?? [];
  const canDelete = canEditTenders(workspace.role);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Requirements</CardTitle>
          <CardDescription>
            <RequirementProgressText tender={tender} />
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button size="sm" onClick={() => setAdding(true)} disabled={!query.isSuccess}>
            <ClipboardPaste aria-hidden /> Add requirements
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading requirements...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={requirementMessages.loadFailed} query={query} />
        ) : requirements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{requirementMessages.empty}</p>
        ) : (
          <ol aria-label="Requirements" className="divide-y">
            {requirements.map((requirement, i) => (
              <RequirementRow
                key={requirement.id}
                requirement={requirement}
                members={members.data ?? NO_MEMBERS}
                documentNames={documentNames}
                libraryDocuments={libraryDocuments}
                answers={answersOf.get(requirement.id) ?? NO_ANSWERS}
                onDelete={canDelete ? setDeleting : undefined}
                extra={extra}
                eager={i < EAGER_ROWS}
              />
            ))}
          </ol>
        )}
      </CardContent>
      <AddRequirementsDialog
        open={adding}
        onOpenChange={setAdding}
        tender={tender}
        after={requirements.at(-1)?.position ?? 0}
      />
      <DeleteDialog
        item={deleting}
        title="Delete this requirement?"
        warning={(requirement) =>
          `'${requirement.requirement}' will be deleted for everyone in the workspace.`
        }
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        onConfirm={(requirement) =>
          remove.mutate(requirement, {
            onSuccess: () => {
              toast.success(requirementMessages.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
