import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { DialogFrame } from '@/components/dialog-frame';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import type { Member } from '@/lib/workspace';
import { useRestoreVersion } from '../api/mutations';
import { libraryQueries } from '../api/queries';
import { libraryMessages, statusLabels, type EditableAnswer } from '../model';
import { AnswerText } from './answer-text';

interface VersionsDialogProps {
  answer: EditableAnswer | null;
  members: readonly Member[];
  canRestore: boolean;
  onClose: () => void;
}

/** An answer's earlier texts, the latest first: who wrote each and when, its text, and Restore. */
export function VersionsDialog({ answer, members, canRestore, onClose }: VersionsDialogProps) {
  return (
    <Dialog open={answer !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogFrame
        title="Versions"
        description={answer ? `Earlier texts of ‘${answer.title}’, the latest first.` : undefined}
        className="max-w-2xl"
      >
        {answer ? (
          <VersionList answer={answer} members={members} canRestore={canRestore} onRestored={onClose} />
        ) : null}
      </DialogFrame>
    </Dialog>
  );
}

function VersionList({
  answer,
  members,
  canRestore,
  onRestored,
}: Omit<VersionsDialogProps, 'answer' | 'onClose'> & { answer: EditableAnswer; onRestored: () => void }) {
  const query = useQuery(libraryQueries.versions(answer.id));
  const restore = useRestoreVersion();
  const [shown, setShown] = useState<string | null>(null);
  const name = (id: string | null) => members.find((m) => m.userId === id)?.name ?? 'Someone';
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading versions...
      </p>
    );
  if (query.isLoadingError) return <LoadError message={libraryMessages.versionsLoadFailed} query={query} />;
  if (!query.data?.length) return <p className="text-sm text-muted-foreground">No earlier versions yet.</p>;
  return (
    <ol aria-label="Versions" className="grid max-h-[60vh] gap-3 overflow-y-auto">
      {query.data.map((version) => (
        <li key={version.id} className="grid gap-2 rounded-md border p-3">
          <p className="text-sm">
            <span className="font-medium">{version.title}</span> · {statusLabels[version.status]}
          </p>
          <p className="text-sm text-muted-foreground">
            Written by {name(version.written_by)} on {formatDateTime(version.written_at)}; replaced by{' '}
            {name(version.replaced_by)} on {formatDateTime(version.replaced_at)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={shown === version.id}
              onClick={() => setShown(shown === version.id ? null : version.id)}
            >
              {shown === version.id ? 'Hide text' : 'View'}
            </Button>
            {canRestore ? (
              <Button
                size="sm"
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(version.id, {
                    onSuccess: () => {
                      toast.success(libraryMessages.restored);
                      onRestored();
                    },
                  })
                }
              >
                Restore
              </Button>
            ) : null}
          </div>
          {shown === version.id ? (
            <AnswerText text={version.body} className="rounded-md bg-muted/40 p-3" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
