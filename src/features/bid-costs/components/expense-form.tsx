import { useMemo } from 'react';
import { DateField } from '@/components/date-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormSelectField } from '@/components/form-select-field';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { currencyOptions } from '@/lib/money';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useAddExpense } from '../api/add-expense';
import { useEditExpense } from '../api/entries';
import {
  expenseDefaults,
  expenseFields,
  expenseSchema,
  NOTE_MAX,
  type ExpenseFields,
  type ExpenseRow,
} from '../form';
import { bidCostMessages, entryMessages, EXPENSE_CATEGORIES, expenseCategoryLabels } from '../model';

const categoryOptions = EXPENSE_CATEGORIES.map((value) => ({ value, label: expenseCategoryLabels[value] }));

interface ExpenseFormProps {
  tender: { id: string; workspace_id: string; currency: string };
  /** The expense being corrected; without one the form adds a new expense. */
  expense?: ExpenseRow;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Amount, currency (the tender's), date, category, note and an optional receipt; a failed save keeps the input. */
export function ExpenseForm({ tender, expense, onSaved, onDirtyChange }: ExpenseFormProps) {
  const currencies = useMemo(() => currencyOptions(), []);
  const add = useAddExpense();
  const edit = useEditExpense();
  const form = useDialogForm<ExpenseFields>({
    resolver: lazyZodResolver(() => expenseSchema),
    defaultValues: expense ? expenseFields(expense) : expenseDefaults(tender.currency),
    onDirtyChange,
  });
  const { errors, isSubmitted } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    expense
      ? savedThenClose(edit.mutateAsync({ tender, expense, fields }), entryMessages.expenseSaved, onSaved)
      : savedThenClose(add.mutateAsync({ tender, fields }), bidCostMessages.expenseAdded, onSaved),
  );
  const receiptHint = expense?.receipt_path
    ? 'A new file replaces the receipt; the old one stays in the documents'
    : "Optional; kept in the tender's documents";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amount" error={errors.amount?.message} hint="e.g. 120.50" required>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              required
              {...form.register('amount')}
            />
          )}
        </FormField>
        <FormSelectField control={form.control} name="currency" label="Currency" options={currencies} />
        <DateField label="Date" registration={form.register('spentOn')} error={errors.spentOn?.message} />
        <FormSelectField
          control={form.control}
          name="category"
          label="Category"
          options={categoryOptions}
          placeholder="Choose a category"
        />
        <FormField label="Note" error={errors.note?.message}>
          {(control) => (
            <Input {...control} maxLength={NOTE_MAX} autoComplete="off" {...form.register('note')} />
          )}
        </FormField>
        <FormField label="Receipt" hint={receiptHint}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
              onChange={(event) =>
                form.setValue('receipt', event.target.files?.[0] ?? null, {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                })
              }
            />
          )}
        </FormField>
      </div>
      <DialogActions pending={add.isPending || edit.isPending} />
    </form>
  );
}
