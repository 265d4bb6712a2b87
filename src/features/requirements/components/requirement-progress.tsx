import { useQuery } from '@tanstack/react-query';
import { progressText, requirementProgressQuery } from '@/lib/requirement-progress';

/** '2 of 3 complete · mandatory 1 of 2', counted in SQL. */
export function RequirementProgressText({ tender }: { tender: { id: string; workspace_id: string } }) {
  const progress = useQuery(requirementProgressQuery(tender.workspace_id, [tender.id]));
  return <span>{progress.isPending ? 'Counting...' : progressText(progress.data?.[tender.id])}</span>;
}
