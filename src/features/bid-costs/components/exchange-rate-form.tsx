import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSelectField } from '@/components/form-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { localDateString } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { currencyOptions } from '@/lib/money';
import { alreadyReported } from '@/lib/query-client';
import { useChangeRates } from '../api/rates';
import { exchangeRateSchema, rateMessages, type ExchangeRateFields } from '../rates';

/** What one unit of a currency is worth in the workspace's currency for a month; a failed save keeps the input. */
export function ExchangeRateForm({ workspaceId, base }: { workspaceId: string; base: string }) {
  const save = useChangeRates();
  const form = useForm<ExchangeRateFields>({
    resolver: lazyZodResolver(() => exchangeRateSchema),
    defaultValues: {
      currency: base === 'USD' ? 'EUR' : 'USD',
      month: localDateString().slice(0, 7),
      rate: '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    save
      .mutateAsync({
        kind: 'exchange',
        row: {
          workspace_id: workspaceId,
          currency: fields.currency,
          month: `${fields.month}-01`,
          rate: Number(fields.rate.trim().replace(',', '.')),
        },
      })
      .then(() => {
        toast.success(rateMessages.saved);
        form.reset({ ...fields, rate: '' });
      })
      .catch(alreadyReported),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add an exchange rate"
      className="grid gap-3 sm:grid-cols-3"
    >
      <FormSelectField
        control={form.control}
        name="currency"
        label="Currency"
        options={currencyOptions().filter((option) => option.value !== base)}
      />
      <FormField label="Month" error={errors.month?.message} required>
        {(control) => <Input {...control} type="month" required {...form.register('month')} />}
      </FormField>
      <FormField
        label={`Rate in ${base}`}
        error={errors.rate?.message}
        hint={`1 unit = this many ${base}`}
        required
      >
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" required {...form.register('rate')} />
        )}
      </FormField>
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Add exchange rate
        </Button>
      </div>
    </form>
  );
}
