import { queryOptions, useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage, isNotFoundError } from '@/lib/errors';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  expenseValues,
  timeEntryValues,
  type ExpenseFields,
  type ExpenseRow,
  type TimeEntryFields,
  type TimeEntryRow,
} from '../form';
import { bidCostMessages, entryMessages } from '../model';
import { uploadReceipt } from './add-expense';

/** The tender's entries the caller may see (RLS: a user their own time, everyone's expenses), newest first. */
export const fetchBidCostEntries = authed(async (tenderId: string) => {
  const [time, expenses] = await Promise.all([
    supabase
      .from('time_entries')
      .select('id, tender_id, user_id, work_date, hours, task_id, description')
      .eq('tender_id', tenderId)
      .order('work_date', { ascending: false })
      .order('created_at', { ascending: false }),
    supabase
      .from('expenses')
      .select('id, user_id, amount, currency, spent_on, category, note, receipt_path')
      .eq('tender_id', tenderId)
      .order('spent_on', { ascending: false })
      .order('created_at', { ascending: false }),
  ]);
  if (time.error) throw time.error;
  if (expenses.error) throw expenses.error;
  return { time: time.data as TimeEntryRow[], expenses: expenses.data as ExpenseRow[] };
});

export const bidCostEntriesQuery = (tenderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.bidCosts, 'entries', tenderId],
    queryFn: () => fetchBidCostEntries(tenderId),
    meta: { errorMessage: entryMessages.loadFailed },
  });

// An update RLS does not allow (or of a row deleted meanwhile) changes 0 rows without an
// error: single() turns that into PGRST116, so the form says so and keeps what was typed.
export const editTimeEntry = authed(
  async ({ entry, fields }: { entry: TimeEntryRow; fields: TimeEntryFields }): Promise<void> => {
    const { error } = await supabase
      .from('time_entries')
      .update(timeEntryValues(fields))
      .eq('id', entry.id)
      .select('id')
      .single();
    if (error) throw error;
  },
);

export interface ExpenseEdit {
  tender: { id: string; workspace_id: string };
  expense: ExpenseRow;
  fields: ExpenseFields;
}

/** Saves the expense; a receipt chosen now is uploaded first and replaces the one it pointed at. */
export const editExpense = authed(async ({ tender, expense, fields }: ExpenseEdit): Promise<void> => {
  const receipt = fields.receipt ? { receipt_path: await uploadReceipt(tender, fields.receipt) } : {};
  const { error } = await supabase
    .from('expenses')
    .update({ ...expenseValues(fields), ...receipt })
    .eq('id', expense.id)
    .select('id')
    .single();
  if (error) throw error;
});

/** Deletes the row only: an expense's receipt stays among the tender's documents (docs/decisions.md). */
const deleteEntry = authed(
  async ({ table, id }: { table: 'time_entries' | 'expenses'; id: string }): Promise<void> => {
    const { error } = await supabase.from(table).delete().eq('id', id).select('id').single();
    if (error) throw error;
  },
);

const invalidates = [queryRoots.bidCosts, queryRoots.reports, queryRoots.myWork];

const failure = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message === bidCostMessages.receiptFailed
    ? error.message
    : isNotFoundError(error)
      ? entryMessages.gone
      : dataErrorMessage(error, fallback);

export const useEditTimeEntry = () =>
  useMutation({
    mutationFn: editTimeEntry,
    meta: { invalidates, errorMessage: failure(entryMessages.saveTimeFailed) },
  });

export const useEditExpense = () =>
  useMutation({
    mutationFn: editExpense,
    meta: {
      invalidates: [...invalidates, queryRoots.documents],
      errorMessage: failure(entryMessages.saveExpenseFailed),
    },
  });

export const useDeleteEntry = () =>
  useMutation({
    mutationFn: deleteEntry,
    meta: { invalidates, errorMessage: failure(entryMessages.deleteFailed) },
  });
