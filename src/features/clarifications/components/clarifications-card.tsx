import { useQuery } from '@tanstack/react-query';
import { Download, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadFile } from '@/lib/download';
import { canEditTenders, useWorkspace, workspaceQueries } from '@/lib/workspace';
import { useDeleteClarification } from '../api/delete-clarification';
import { clarificationQueries } from '../api/queries';
import {
  clarificationMessages,
  clarificationsCsv,
  clarificationsFileName,
  deleteQuestionTitle,
  type Clarification,
  type ClarificationStatus,
  type ClarificationTender,
} from '../model';
import { ClarificationDialog } from './clarification-dialog';
import { ClarificationItem } from './clarification-item';
import { ClarificationStatusFilter } from './status-filter';

/** Questions whole from the first render: those the tab shows first (the rest as they near the viewport). */
const EAGER_QUESTIONS = 10;

/** The tender's clarification log: filter by status, export, print; add, edit, answer and delete for admins and managers. */
export function ClarificationsCard({ tender }: { tender: ClarificationTender }) {
  const workspace = useWorkspace();
  const query = useQuery(clarificationQueries.byTender(tender.id));
  const members = useQuery(workspaceQueries.members(tender.workspace_id));
  const remove = useDeleteClarification();
  const [status, setStatus] = useState<ClarificationStatus | null>(null);
  const [editing, setEditing] = useState<Clarification | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Clarification | null>(null);
  const canEdit = canEditTenders(workspace.role) && query.isSuccess;
  const questions = query.data ?? [];
  const shown = status ? questions.filter((q) => q.status === status) : questions;
  const personName = (userId: string | null) =>
    members.data?.find((member) => member.userId === userId)?.name ?? 'A former member';
  const exportCsv = () =>
    downloadFile(
      clarificationsFileName(tender.reference_number),
      clarificationsCsv(questions, personName),
      'text/csv;charset=utf-8',
    );
  return (
    <Card data-print-area>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Clarification questions</CardTitle>
        <p className="hidden text-sm print:block">
          {tender.reference_number} · {tender.title}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          {canEdit ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden /> Add question
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={questions.length === 0}>
            <Download aria-hidden /> Export CSV
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => window.print()}
            disabled={questions.length === 0}
          >
            <Printer aria-hidden /> Print
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ClarificationStatusFilter value={status} onChange={setStatus} />
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading clarification questions...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={clarificationMessages.loadFailed} query={query} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {questions.length === 0 ? clarificationMessages.empty : clarificationMessages.emptyFiltered}
          </p>
        ) : (
          <ol aria-label="Clarification questions" className="divide-y">
            {shown.map((question, i) => (
              <ClarificationItem
                key={question.id}
                question={question}
                askedBy={personName(question.asked_by)}
                onEdit={canEdit ? setEditing : undefined}
                onDelete={canEdit ? setDeleting : undefined}
                eager={i < EAGER_QUESTIONS}
              />
            ))}
          </ol>
        )}
      </CardContent>
      <ClarificationDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        tender={tender}
        saved={editing === 'new' ? null : editing}
      />
      <DeleteDialog
        item={deleting}
        title={deleteQuestionTitle}
        warning={() => clarificationMessages.deleteWarning}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(question) =>
          remove.mutate(question, {
            onSuccess: () => {
              toast.success(clarificationMessages.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
