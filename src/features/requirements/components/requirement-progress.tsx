import { useQuery } from '@tanstack/react-query';
import { requirementQueries } from '../api/queries';
import { progressText } from '../model';

/** '2 of 3 complete · mandatory 1 of 2', counted in SQL. */
export function RequirementProgressText({ tender }: { tender: { id: string; workspace_id: string } }) {
  const progress = useQuery(requirementQueries.progress(tender.workspace_id, tender.id));
  return <span>{progress.isPending ? 'Counting...' : progressText(progress.data)}</span>;
}
