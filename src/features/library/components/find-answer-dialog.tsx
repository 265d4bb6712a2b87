import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogFrame } from '@/components/dialog-frame';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { useLinkAnswer } from '../api/links';
import { libraryQueries } from '../api/queries';
import { libraryMessages, NO_FILTER, statusLabels, usageText } from '../model';
import { MarkedText } from './marked-text';

interface FindAnswerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: { id: string; workspace_id: string };
  requirement: { id: string; requirement: string };
  /** The entries the requirement already uses. */
  linkedIds: readonly string[];
}

/** Searches the library with the requirement's words (any of them, best first); one click links a result. */
export function FindAnswerDialog({
  open,
  onOpenChange,
  tender,
  requirement,
  linkedIds,
}: FindAnswerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title="Find an answer"
        description={`Library answers for ‘${requirement.requirement}’`}
        className="max-w-2xl"
      >
        {open ? <Results tender={tender} requirement={requirement} linkedIds={linkedIds} /> : null}
      </DialogFrame>
    </Dialog>
  );
}

function Results({ tender, requirement, linkedIds }: Omit<FindAnswerDialogProps, 'open' | 'onOpenChange'>) {
  const id = useId();
  const [query, setQuery] = useState(requirement.requirement);
  const [text, setText] = useDebouncedText(query, setQuery, 250);
  const search = useQuery({
    ...libraryQueries.search(tender.workspace_id, { ...NO_FILTER, query, any: true, current: true }),
    placeholderData: keepPreviousData,
  });
  const link = useLinkAnswer();
  const results = search.data ?? [];
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Search answers</Label>
        <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {search.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Searching...
        </p>
      ) : search.isLoadingError ? (
        <LoadError message={libraryMessages.loadFailed} query={search} />
      ) : results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{libraryMessages.noMatch}</p>
      ) : (
        <ul aria-label="Library answers" className="grid max-h-[55vh] gap-2 overflow-y-auto">
          {results.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 break-words font-medium">
                  <MarkedText text={entry.title_marked} />
                </p>
                {linkedIds.includes(entry.id) ? (
                  <span className="text-sm text-muted-foreground">Linked</span>
                ) : (
                  <Button
                    size="sm"
                    aria-label={`Link ${entry.title}`}
                    disabled={link.isPending}
                    onClick={() =>
                      link.mutate(
                        { tender, requirementId: requirement.id, answerId: entry.id },
                        { onSuccess: () => toast.success(libraryMessages.linked) },
                      )
                    }
                  >
                    Link
                  </Button>
                )}
              </div>
              <p className="break-words text-sm text-muted-foreground">
                <MarkedText text={entry.excerpt_marked} />
              </p>
              <p className="text-xs text-muted-foreground">
                {statusLabels[entry.status]} · {usageText(entry)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
