import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { clarificationQueries } from '../api/queries';
import { draftsCue, type ClarificationTender } from '../model';

/** Beside the inquiry deadline: '2 questions still drafts' while any are; nothing otherwise. */
export function ClarificationDraftsCue({
  tender,
}: {
  tender: Pick<ClarificationTender, 'id' | 'workspace_id'>;
}) {
  const counts = useQuery(clarificationQueries.tenderCounts(tender.workspace_id, tender.id));
  const cue = draftsCue(counts.data?.drafts ?? 0);
  if (!cue) return null;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200">
      <MessageCircleQuestion aria-hidden className="size-3" />
      {cue}
    </span>
  );
}
