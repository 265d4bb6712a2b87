import { useQuery } from '@tanstack/react-query';
import { DraftsPill } from '@/components/drafts-pill';
import { draftCountsQuery } from '@/lib/clarification-drafts';
import type { ClarificationTender } from '../model';

/** Beside the inquiry deadline: '2 questions still drafts' while any are; nothing otherwise. */
export function ClarificationDraftsCue({
  tender,
}: {
  tender: Pick<ClarificationTender, 'id' | 'workspace_id'>;
}) {
  const counts = useQuery(draftCountsQuery(tender.workspace_id, [tender.id]));
  return <DraftsPill drafts={counts.data?.[tender.id] ?? 0} />;
}
