import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { queryRoots } from '@/lib/query-keys';
import { TENDER_DOCUMENTS_BUCKET, tenderFolder } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { expenseValues, type ExpenseFields } from '../form';
import { bidCostMessages } from '../model';

export interface ExpenseAdd {
  tender: { id: string; workspace_id: string };
  fields: ExpenseFields;
  /** Changes the receipt's file name per attempt, so a retry never collides with a half-done one. */
  now?: () => number;
}

/** 'receipt-1764398400000-taxi.pdf': a receipt among the tender's documents, named apart. */
export const receiptName = (file: File, at: number) => `receipt-${at}-${file.name.replace(/[/\\]/g, '-')}`;

/**
 * Uploads the receipt (when there is one) into the tender's documents, then records the
 * expense pointing at it. A failed upload records nothing; a failed insert after the upload
 * leaves the file among the tender's documents, where it can be seen and deleted.
 */
/** Uploads a receipt into the tender's documents and answers its path; a failed upload is receiptFailed. */
export async function uploadReceipt(
  tender: { id: string; workspace_id: string },
  file: File,
  now: () => number = Date.now,
): Promise<string> {
  const path = `${tenderFolder(tender.workspace_id, tender.id)}/${receiptName(file, now())}`;
  const upload = await supabase.storage.from(TENDER_DOCUMENTS_BUCKET).upload(path, await file.arrayBuffer(), {
    contentType: file.type || 'application/octet-stream',
    upsert: false,
  });
  if (upload.error) throw new Error(bidCostMessages.receiptFailed, { cause: upload.error });
  return path;
}

/**
 * Uploads the receipt (when there is one) into the tender's documents, then records the
 * expense pointing at it. A failed upload records nothing; a failed insert after the upload
 * leaves the file among the tender's documents, where it can be seen and deleted.
 */
export const addExpense = authed(async ({ tender, fields, now = Date.now }: ExpenseAdd): Promise<void> => {
  const receiptPath = fields.receipt ? await uploadReceipt(tender, fields.receipt, now) : null;
  const { error } = await supabase.from('expenses').insert({
    ...expenseValues(fields),
    receipt_path: receiptPath,
    tender_id: tender.id,
    workspace_id: tender.workspace_id,
  });
  if (error) throw error;
});

export const useAddExpense = () =>
  useMutation({
    mutationFn: addExpense,
    meta: {
      invalidates: [queryRoots.bidCosts, queryRoots.reports, queryRoots.documents],
      errorMessage: (error: unknown) =>
        error instanceof Error && error.message === bidCostMessages.receiptFailed
          ? error.message
          : dataErrorMessage(error, bidCostMessages.addExpenseFailed),
    },
  });
