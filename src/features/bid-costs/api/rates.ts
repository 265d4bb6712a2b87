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
      .select(
        'id, currency, month, rate, tender_id, tender:tenders!exchange_rates_tender_fkey(reference_number)',
      )
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

/** A month's rate (month) or one tender's (tender_id): one of the two (the database checks it). */
export interface ExchangeRateInsert {
  workspace_id: string;
  currency: string;
  rate: number;
  month?: string;
  tender_id?: string;
}

type RateChange =
  | { kind: 'cost'; row: CostRateInsert }
  | { kind: 'exchange'; row: ExchangeRateInsert }
  | { kind: 'exchange-rate'; id: string; rate: number }
  | { kind: 'delete'; table: 'cost_rates' | 'exchange_rates'; id: string };

const changeRates = authed(async (change: RateChange): Promise<void> => {
  const { error } =
    change.kind === 'cost'
      ? await supabase.from('cost_rates').insert(change.row)
      : change.kind === 'exchange'
        ? await supabase.from('exchange_rates').insert(change.row)
        : change.kind === 'exchange-rate'
          ? await supabase.from('exchange_rates').update({ rate: change.rate }).eq('id', change.id)
          : await supabase.from(change.table).delete().eq('id', change.id);
  if (error) throw error;
});

/** A tender's own exchange rates (members read them; admins set them). */
export const fetchTenderRates = authed(async (tenderId: string) => {
  const { data, error } = await supabase
    .from('exchange_rates')
    .select('id, currency, rate')
    .eq('tender_id', tenderId)
    .order('currency');
  if (error) throw error;
  return data;
});

export const tenderRatesQuery = (tenderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.bidCosts, 'tender-rates', tenderId],
    queryFn: () => fetchTenderRates(tenderId),
    meta: { errorMessage: rateMessages.loadFailed },
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
