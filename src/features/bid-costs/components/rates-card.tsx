import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { RowAction } from '@/components/row-action';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMonth, formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { canManageMembers, useWorkspace, workspaceQueries } from '@/lib/workspace';
import { ratesQuery, useChangeRates } from '../api/rates';
import { rateMessages } from '../rates';
import { CostRateForm } from './cost-rate-form';
import { ExchangeRateForm } from './exchange-rate-form';

/** Settings → Pipeline: the hourly cost rates and monthly exchange rates bid costs are valued at (admins). */
export function RatesCard() {
  const workspace = useWorkspace();
  const settings = useQuery(pipelineSettingsQuery(workspace.id));
  const admin = canManageMembers(workspace.role);
  const rates = useQuery({ ...ratesQuery(workspace.id), enabled: admin });
  const members = useQuery({ ...workspaceQueries.members(workspace.id), enabled: admin });
  const change = useChangeRates();
  if (!admin) return null;
  if (!settings.data) return null;
  const base = settings.data.default_currency;
  const names = new Map((members.data ?? []).map((member) => [member.userId, member.name]));
  const remove = (table: 'cost_rates' | 'exchange_rates', id: string) =>
    change.mutate({ kind: 'delete', table, id }, { onSuccess: () => toast.success(rateMessages.deleted) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cost and exchange rates</CardTitle>
        <CardDescription>
          What an hour of each member costs, from a date, and what other currencies are worth in {base}, by
          month or for one tender (set on its Bid cost card). Only admins and managers see them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {rates.isLoadingError ? <LoadError message={rateMessages.loadFailed} query={rates} /> : null}
        <section aria-labelledby="cost-rates" className="grid gap-3">
          <h3 id="cost-rates" className="font-medium">
            Cost rates
          </h3>
          <ul aria-label="Cost rates" className="grid divide-y text-sm">
            {(rates.data?.cost ?? []).map((rate) => {
              const who = rate.user_id ? (names.get(rate.user_id) ?? 'Member') : 'Whole workspace';
              return (
                <li key={rate.id} className="flex items-center justify-between gap-2 py-1.5">
                  <span>
                    {who}: {formatMoney(rate.hourly_rate, rate.currency)} an hour from{' '}
                    {formatShortDate(rate.effective_from)}
                  </span>
                  <RowAction
                    label={`Delete the rate of ${who} from ${formatShortDate(rate.effective_from)}`}
                    icon={Trash2}
                    destructive
                    onClick={() => remove('cost_rates', rate.id)}
                  />
                </li>
              );
            })}
          </ul>
          <CostRateForm workspaceId={workspace.id} currency={base} members={members.data ?? []} />
        </section>
        <section aria-labelledby="exchange-rates" className="grid gap-3">
          <h3 id="exchange-rates" className="font-medium">
            Exchange rates
          </h3>
          <ul aria-label="Exchange rates" className="grid divide-y text-sm">
            {(rates.data?.exchange ?? []).map((rate) => {
              const when = rate.month
                ? formatMonth(rate.month)
                : `tender ${rate.tender?.reference_number ?? ''}`;
              return (
                <li key={rate.id} className="flex items-center justify-between gap-2 py-1.5">
                  <span>
                    1 {rate.currency} = {rate.rate} {base} ({when})
                  </span>
                  <RowAction
                    label={`Delete the ${rate.currency} rate of ${when}`}
                    icon={Trash2}
                    destructive
                    onClick={() => remove('exchange_rates', rate.id)}
                  />
                </li>
              );
            })}
          </ul>
          <ExchangeRateForm workspaceId={workspace.id} base={base} />
        </section>
      </CardContent>
    </Card>
  );
}
