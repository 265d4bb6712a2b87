import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/money';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { expectedCostQuery } from '../api/queries';

const BANDS: Record<string, string> = {
  small: 'under 100,000',
  medium: '100,000 to 1 million',
  large: '1 million or more',
};

interface ExpectedBidCostProps {
  tender: { id: string; workspace_id: string; type: string };
}

/** On the bid decision card: what a bid like this usually costs (admins and managers), once five alike bids are known. */
export function ExpectedBidCost({ tender }: ExpectedBidCostProps) {
  const role = useRoleIn(tender.workspace_id);
  const allowed = role !== undefined && canEditTenders(role);
  const query = useQuery({ ...expectedCostQuery(tender.id), enabled: allowed });
  if (!allowed || !query.data) return null;
  const { median, count, currency, band } = query.data;
  const alike = `bids of this type${band ? ` worth ${BANDS[band] ?? band}` : ''}`;
  return (
    <p className="rounded-md border p-3 text-sm">
      <span className="font-medium">Expected bid cost: </span>
      {median === null
        ? `not known yet (${count} of the 5 ${alike} needed)`
        : `${formatMoney(median, currency)}, the median of ${count} ${alike}`}
    </p>
  );
}
