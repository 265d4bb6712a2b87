import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '@/components/date-field';
import { FormSelectField } from '@/components/form-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { localDateString } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { currencyOptions, parseAmount } from '@/lib/money';
import { alreadyReported } from '@/lib/query-client';
import type { Member } from '@/lib/workspace';
import { useChangeRates } from '../api/rates';
import { costRateSchema, rateMessages, WHOLE_WORKSPACE, type CostRateFields } from '../rates';

interface CostRateFormProps {
  workspaceId: string;
  currency: string;
  members: readonly Member[];
}

/** An hourly cost rate for a member or the whole workspace, from a date; a failed save keeps the input. */
export function CostRateForm({ workspaceId, currency, members }: CostRateFormProps) {
  const save = useChangeRates();
  const form = useForm<CostRateFields>({
    resolver: lazyZodResolver(() => costRateSchema),
    defaultValues: { member: WHOLE_WORKSPACE, rate: '', currency, from: localDateString() },
  });
  const { errors } = form.formState;
  const memberOptions = [
    { value: WHOLE_WORKSPACE, label: 'Whole workspace' },
    ...members.map((member) => ({ value: member.userId, label: member.name })),
  ];
  const onSubmit = form.handleSubmit((fields) =>
    save
      .mutateAsync({
        kind: 'cost',
        row: {
          workspace_id: workspaceId,
          user_id: fields.member === WHOLE_WORKSPACE ? null : fields.member,
          hourly_rate: parseAmount(fields.rate) ?? 0,
          currency: fields.currency,
          effective_from: fields.from,
        },
      })
      .then(() => {
        toast.success(rateMessages.saved);
        form.reset({ ...fields, rate: '' });
      })
      .catch(alreadyReported),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a cost rate" className="grid gap-3 sm:grid-cols-2">
      <FormSelectField control={form.control} name="member" label="Member" options={memberOptions} />
      <FormField label="Hourly rate" error={errors.rate?.message} required>
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" required {...form.register('rate')} />
        )}
      </FormField>
      <FormSelectField
        control={form.control}
        name="currency"
        label="Rate currency"
        options={currencyOptions()}
      />
      <DateField label="Applies from" registration={form.register('from')} error={errors.from?.message} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Add cost rate
        </Button>
      </div>
    </form>
  );
}
