import { queryOptions, useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { rateMessages } from '../rates';

export const fetchRates = authed(async (workspaceId: string) => {
  const [cost, exchange] = await Promise.all([
    supabase
      .from('cost_rates')
      .select('id, user_id, hourly_rate, currency, effective_from')
      .eq('workspace_id', workspaceId)
      .order('effective_from', { ascending: false }),
    supabase
      .from('exchange_rates')
      .select('id, currency, month, rate, tender_id')
      .eq('workspace_id', workspaceId)
      .order('month', { ascending: false, nullsFirst: false }),
  ]);
  if (cost.error) throw cost.error;
  if (exchange.error) throw exchange.error;
  return { cost: cost.data, exchange: exchange.data };
});

export type Rates = Awaited<ReturnType<typeof fetchRates>>;

export const ratesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...queryRoots.bidCosts, 'rates', workspaceId],
    queryFn: () => fetchRates(workspaceId),
    meta: { errorMessage: rateMessages.loadFailed },
  });

export interface CostRateInsert {
  workspace_id: string;
  user_id: string | null;
  hourly_rate: number;
  currency: string;
  effective_from: string;
}

export interface ExchangeRateInsert {
  workspace_id: string;
  currency: string;
  month: string;
  rate: number;
}

type RateChange =
  | { kind: 'cost'; row: CostRateInsert }
  | { kind: 'exchange'; row: ExchangeRateInsert }
  | { kind: 'delete'; table: 'cost_rates' | 'exchange_rates'; id: string };

const changeRates = authed(async (change: RateChange): Promise<void> => {
  const { error } =
    change.kind === 'cost'
      ? await supabase.from('cost_rates').insert(change.row)
      : change.kind === 'exchange'
        ? await supabase.from('exchange_rates').insert(change.row)
        : await supabase.from(change.table).delete().eq('id', change.id);
  if (error) throw error;
});

/** Every bid cost and report follows a rate change. A rate already set for that day or month is 23505. */
export const useChangeRates = () =>
  useMutation({
    mutationFn: changeRates,
    meta: {
      invalidates: [queryRoots.bidCosts, queryRoots.reports],
      errorMessage: (error: unknown) =>
        (error as { code?: string } | null)?.code === '23505'
          ? rateMessages.duplicate
          : rateMessages.saveFailed,
    },
  });
