import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { formatShortDate } from '@/lib/dates';
import { documentLink } from '@/lib/document-link';
import { formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session';
import { TENDER_DOCUMENTS_BUCKET } from '@/lib/storage';
import { canEditTenders, useRoleIn, workspaceQueries } from '@/lib/workspace';
import { bidCostEntriesQuery } from '../api/entries';
import { expenseName, timeEntryName, type ExpenseRow, type TimeEntryRow } from '../form';
import { bidCostMessages, entryMessages, expenseCategoryLabels, formatHours } from '../model';
import { EntryRow } from './entry-row';
import { ExpenseDialogs } from './expense-dialogs';
import { TimeEntryDialogs } from './time-entry-dialogs';

interface BidCostEntriesProps {
  tender: { id: string; workspace_id: string; currency: string };
}

const LIST_HEADING = 'pt-1 text-xs font-medium text-muted-foreground';

type Chosen<T> = { row: T; action: 'edit' | 'delete' } | null;

/**
 * The time entries and expenses behind the Bid cost card's totals, folded away: the author
 * edits and deletes their own, admins and managers anyone's (the same rule RLS keeps).
 */
export function BidCostEntries({ tender }: BidCostEntriesProps) {
  const id = useId();
  const query = useQuery(bidCostEntriesQuery(tender.id));
  const members = useQuery(workspaceQueries.members(tender.workspace_id));
  const { user } = useSession();
  const role = useRoleIn(tender.workspace_id);
  const [time, setTime] = useState<Chosen<TimeEntryRow>>(null);
  const [expense, setExpense] = useState<Chosen<ExpenseRow>>(null);
  // A one-minute link made at the click (a receipt is one of the tender's documents).
  const receipt = useMutation({
    mutationFn: async (path: string) => {
      window.open(await documentLink(TENDER_DOCUMENTS_BUCKET, path), '_blank', 'noopener,noreferrer');
    },
    meta: { errorMessage: bidCostMessages.receiptOpenFailed },
  });
  if (query.isPending) return null;
  if (!query.data) return <LoadError message={entryMessages.loadFailed} query={query} />;
  const manager = role !== undefined && canEditTenders(role);
  const mayChange = (userId: string | null) => manager || (userId !== null && userId === user?.id);
  // Who logged it: 'you', a member's name, or (their account gone) 'a former member'.
  const byline = (userId: string | null) => {
    const name =
      userId === user?.id
        ? 'you'
        : members.data &&
          (members.data.find((member) => member.userId === userId)?.name ?? 'a former member');
    return name ? <span className="text-muted-foreground"> · {name}</span> : null;
  };
  const { time: entries, expenses } = query.data;
  const count = entries.length + expenses.length;
  if (count === 0) return null;
  return (
    <details className="group rounded-md border text-sm">
      <summary className="cursor-pointer px-3 py-3 font-medium">Time entries and expenses ({count})</summary>
      <div className="grid gap-1 px-3 pb-3">
        {entries.length > 0 ? (
          <>
            <h3 id={`${id}-time`} className={LIST_HEADING}>
              Time entries
            </h3>
            <ul aria-labelledby={`${id}-time`} className="grid divide-y">
              {entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  name={`time entry ${timeEntryName(entry)}`}
                  figure={formatHours(entry.hours)}
                  onEdit={
                    mayChange(entry.user_id ?? null)
                      ? () => setTime({ row: entry, action: 'edit' })
                      : undefined
                  }
                  onDelete={
                    mayChange(entry.user_id ?? null)
                      ? () => setTime({ row: entry, action: 'delete' })
                      : undefined
                  }
                >
                  {formatShortDate(entry.work_date)} · {entry.description}
                  {manager ? byline(entry.user_id ?? null) : null}
                </EntryRow>
              ))}
            </ul>
          </>
        ) : null}
        {expenses.length > 0 ? (
          <>
            <h3 id={`${id}-expenses`} className={LIST_HEADING}>
              Expenses
            </h3>
            <ul aria-labelledby={`${id}-expenses`} className="grid divide-y">
              {expenses.map((row) => (
                <EntryRow
                  key={row.id}
                  name={`expense ${expenseName(row)}`}
                  figure={formatMoney(row.amount, row.currency)}
                  onOpenReceipt={row.receipt_path ? () => receipt.mutate(row.receipt_path!) : undefined}
                  onEdit={mayChange(row.user_id) ? () => setExpense({ row, action: 'edit' }) : undefined}
                  onDelete={mayChange(row.user_id) ? () => setExpense({ row, action: 'delete' }) : undefined}
                >
                  {formatShortDate(row.spent_on)} · {expenseCategoryLabels[row.category]}
                  {row.note ? ` · ${row.note}` : ''}
                  {byline(row.user_id)}
                </EntryRow>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <TimeEntryDialogs
        editing={time?.action === 'edit' ? time.row : null}
        deleting={time?.action === 'delete' ? time.row : null}
        onClose={() => setTime(null)}
      />
      <ExpenseDialogs
        tender={tender}
        editing={expense?.action === 'edit' ? expense.row : null}
        deleting={expense?.action === 'delete' ? expense.row : null}
        onClose={() => setExpense(null)}
      />
    </details>
  );
}
