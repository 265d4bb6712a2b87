import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { FormSelectField } from '@/components/form-select-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { currencyOptions } from '@/lib/money';
import { useSaveBidBond } from '../api/save-bid-bond';
import { bidBondDefaults, bidBondSchema, ISSUER_MAX, REFERENCE_MAX, type BidBondFields } from '../form';
import {
  BID_BOND_STATUSES,
  bidBondMessages,
  bidBondStatusLabels,
  type BidBond,
  type BondTender,
} from '../model';

const statusOptions = BID_BOND_STATUSES.map((status) => ({
  value: status,
  label: bidBondStatusLabels[status],
}));

interface BidBondFormProps {
  tender: BondTender;
  bond: BidBond | null;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The bond's fields and the tender's bid validity end; a failed save keeps what was typed. */
export function BidBondForm({ tender, bond, onSaved, onDirtyChange }: BidBondFormProps) {
  const currencies = useMemo(() => currencyOptions(), []);
  const save = useSaveBidBond();
  const form = useDialogForm<BidBondFields>({
    resolver: lazyZodResolver(() => bidBondSchema(bond)),
    defaultValues: bidBondDefaults(bond, tender),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(save.mutateAsync({ tender, bond, fields }), bidBondMessages.saved, onSaved),
  );
  const text = (name: 'issuer' | 'reference', label: string, max: number, hint?: string) => (
    <FormField label={label} error={errors[name]?.message} hint={hint}>
      {(control) => <Input {...control} maxLength={max} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField control={form.control} name="status" label="Status" options={statusOptions} />
        <FormField label="Amount" error={errors.amount?.message} hint="e.g. 25,000.00" required>
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
        {text('issuer', 'Issuer', ISSUER_MAX, 'The bank or insurer')}
        {text('reference', 'Reference', REFERENCE_MAX)}
        <DateField
          label="Issue date"
          registration={form.register('issueDate')}
          error={errors.issueDate?.message}
        />
        <DateField
          label={status === 'extended' ? 'New expiry date' : 'Expiry date'}
          registration={form.register('expiryDate')}
          error={errors.expiryDate?.message}
        />
        <DateField
          label="Bid validity end"
          registration={form.register('bidValidityEnd')}
          error={errors.bidValidityEnd?.message}
          hint="The tender's: the last day the bid binds you"
        />
      </div>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
