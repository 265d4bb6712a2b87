import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currencyOptions } from '@/lib/money';
import type { TenderFormValues } from '../form';
import { TenderDateField } from './tender-date-field';

interface TenderValueFieldsProps {
  form: UseFormReturn<TenderFormValues>;
  /** The probability an empty field counts with (the status's default), if known. */
  defaultProbability: number | null;
  /** 'Our bid price' once the tender is submitted. */
  showBidPrice: boolean;
}

/** Estimated value with its currency, probability, expected award date and, once submitted, our bid price. */
export function TenderValueFields({ form, defaultProbability, showBidPrice }: TenderValueFieldsProps) {
  const currencies = useMemo(() => currencyOptions(), []);
  const { errors } = form.formState;
  const expectedAward = useWatch({ control: form.control, name: 'expected_award_date' });
  const amount = (name: 'estimated_value' | 'bid_price', label: string) => (
    <FormField label={label} error={errors[name]?.message} hint="In the currency chosen; e.g. 250,000.50">
      {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...form.register(name)} />}
    </FormField>
  );
  const probabilityHint =
    defaultProbability === null
      ? 'Whole percent, 0 to 100'
      : `Whole percent, 0 to 100. Empty: the status's default, ${defaultProbability}%`;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {amount('estimated_value', 'Estimated value')}
      <FormSelectField control={form.control} name="currency" label="Currency" options={currencies} />
      <FormField label="Probability" error={errors.probability?.message} hint={probabilityHint}>
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('probability')} />
        )}
      </FormField>
      <TenderDateField
        label="Expected award date"
        registration={form.register('expected_award_date')}
        value={expectedAward}
        error={errors.expected_award_date?.message}
      />
      {showBidPrice ? amount('bid_price', 'Our bid price') : null}
    </div>
  );
}
