import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { useWorkspace } from '@/lib/workspace';
import { bidBondQueries } from '../api/queries';
import { bidBondMessages, bondCount, formatExactMoney } from '../model';

/** Outstanding bonds (issued, submitted, extended), one total per currency, summed in SQL. */
export function BondTotals() {
  const workspace = useWorkspace();
  const query = useQuery(bidBondQueries.totals(workspace.id));
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading totals...
      </p>
    );
  }
  if (query.isLoadingError) {
    return <LoadError message={bidBondMessages.totalsFailed} query={query} />;
  }
  if (query.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No bid bond is outstanding.</p>;
  }
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {query.data.map((total) => (
        <div key={total.currency} className="grid gap-0.5 rounded-lg border p-4">
          <dt className="text-sm font-medium text-muted-foreground">{total.currency}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {formatExactMoney(total.amount, total.currency)}
          </dd>
          <dd className="text-xs text-muted-foreground">{bondCount(total.bonds)}</dd>
        </div>
      ))}
    </dl>
  );
}
