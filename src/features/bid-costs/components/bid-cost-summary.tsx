import { formatMoney } from '@/lib/money';
import { expenseCategoryLabels, formatHours, shareOfEstimate, type BidCost } from '../model';

const OUTCOMES: Record<string, string> = {
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

interface BidCostSummaryProps {
  cost: BidCost;
  status: string;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** Hours by person, expenses by category, the total against the estimate, and what was not converted. */
export function BidCostSummary({ cost, status }: BidCostSummaryProps) {
  const money = (value: number) => formatMoney(value, cost.currency);
  const outcome = OUTCOMES[status];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="bid-cost-hours" className="grid content-start gap-2">
        <h3 id="bid-cost-hours" className="text-sm font-medium">
          {cost.see_money ? 'Hours by person' : 'Your hours'}
        </h3>
        {cost.people.length === 0 ? (
          <p className="text-sm text-muted-foreground">No time logged yet.</p>
        ) : (
          <dl className="grid gap-1">
            {cost.people.map((person) => (
              <Row
                key={person.user_id ?? 'former'}
                label={person.name ?? 'Former member'}
                value={formatHours(person.hours) + (person.cost === null ? '' : ` · ${money(person.cost)}`)}
              />
            ))}
          </dl>
        )}
        {cost.unrated_hours ? (
          <p className="text-sm text-muted-foreground">
            {formatHours(cost.unrated_hours)} without a cost rate
          </p>
        ) : null}
      </section>
      <section aria-labelledby="bid-cost-expenses" className="grid content-start gap-2">
        <h3 id="bid-cost-expenses" className="text-sm font-medium">
          Expenses by category
        </h3>
        {cost.expenses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No expenses yet.</p>
        ) : (
          <dl className="grid gap-1">
            {cost.expenses.map((line) => (
              <Row
                key={line.category}
                label={expenseCategoryLabels[line.category]}
                value={money(line.amount)}
              />
            ))}
          </dl>
        )}
      </section>
      <dl className="grid gap-1 border-t pt-3 sm:col-span-2">
        {cost.time_cost !== null ? <Row label="Time" value={money(cost.time_cost)} /> : null}
        <Row label="Expenses" value={money(cost.expense_total)} />
        <Row label={cost.see_money ? 'Total' : 'Total expenses'} value={money(cost.total)} />
        {outcome ? <Row label="Outcome" value={outcome} /> : null}
      </dl>
      {cost.see_money && cost.share !== null ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">{shareOfEstimate(cost.share)}</p>
      ) : null}
      {cost.unconverted.length > 0 ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Not converted (no exchange rate):{' '}
          {cost.unconverted.map((item) => formatMoney(item.amount, item.currency)).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
