import { useId, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { currencyOptions } from '@/lib/money';
import { statusLabel } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import type { TenderColumn, TenderColumnSpec } from '../columns';
import { isPastDate, PAST_SUBMISSION, type TenderFormValues } from '../form';
import { TenderDateField } from './tender-date-field';
import { TenderReferenceField } from './tender-reference-field';

export interface TenderFieldContext {
  form: UseFormReturn<TenderFormValues>;
  mode: 'create' | 'edit';
  /** The values the form was loaded with (a date already saved is never warned about). */
  loaded: TenderFormValues;
  workspaceId: string;
  tenderId?: string;
  /** What an empty Probability counts with (the status's default), if known. */
  defaultProbability: number | null;
  /** 'Our bid price' once the tender is submitted. */
  showBidPrice: boolean;
}

const AMOUNT_HINT = 'In the currency chosen; e.g. 250,000.50';

/** A field takes the form's whole width when its column says so, or holds a paragraph or a switch. */
const isWide = (spec: TenderColumnSpec) =>
  Boolean(spec.form?.wide) || spec.kind === 'long-text' || spec.kind === 'yes-no';

/** One column's field, as its kind asks: a text box, a paragraph, a date, an amount, a choice or a switch. */
export function TenderFormField({
  spec,
  context,
}: {
  spec: TenderColumnSpec & { column: TenderColumn };
  context: TenderFieldContext;
}) {
  const { form } = context;
  const name = spec.column;
  const value = useWatch({ control: form.control, name });
  const currencies = useMemo(() => (spec.kind === 'currency' ? currencyOptions() : []), [spec.kind]);
  const switchId = useId();
  const error = form.formState.errors[name]?.message;
  const className = cn(isWide(spec) && 'md:col-span-2');
  if (name === 'bid_price' && !context.showBidPrice) return null;
  if (name === 'reference_number') {
    return (
      <TenderReferenceField
        registration={form.register(name)}
        value={String(value)}
        error={error}
        workspaceId={context.workspaceId}
        tenderId={context.tenderId}
      />
    );
  }
  switch (spec.kind) {
    case 'enum':
    case 'currency': {
      const options =
        spec.kind === 'currency'
          ? currencies
          : (spec.options ?? []).map((option) => ({ value: option, label: statusLabel(option) }));
      return (
        <div className={className}>
          <FormSelectField
            control={form.control}
            name={name as 'channel'}
            label={spec.label}
            options={options}
          />
        </div>
      );
    }
    case 'date': {
      const required = context.mode === 'create' && spec.form?.requiredOnCreate;
      // A deadline already past is worth a word when it is typed, not for an old tender's own date.
      const warning =
        spec.form?.warnPast && value !== context.loaded[name] && isPastDate(String(value))
          ? PAST_SUBMISSION
          : null;
      return (
        <div className={className}>
          <TenderDateField
            label={spec.label}
            registration={form.register(name)}
            value={String(value)}
            error={error}
            required={required}
            warning={warning}
          />
        </div>
      );
    }
    case 'yes-no':
      return (
        <Controller
          control={form.control}
          name={name as 'bid_bond'}
          render={({ field }) => (
            <div className={cn('flex items-center gap-3', className)}>
              <Switch
                id={switchId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor={switchId}>{spec.label}</Label>
            </div>
          )}
        />
      );
    case 'long-text':
      return (
        <FormField label={spec.label} error={error} className={className}>
          {(control) => <Textarea {...control} rows={5} {...form.register(name)} />}
        </FormField>
      );
    case 'money':
    case 'percent': {
      const hint =
        spec.kind === 'money'
          ? AMOUNT_HINT
          : context.defaultProbability === null
            ? 'Whole percent, 0 to 100'
            : `Whole percent, 0 to 100. Empty: the status's default, ${context.defaultProbability}%`;
      return (
        <FormField label={spec.label} error={error} hint={hint} className={className}>
          {(control) => (
            <Input
              {...control}
              inputMode={spec.kind === 'money' ? 'decimal' : 'numeric'}
              autoComplete="off"
              {...form.register(name)}
            />
          )}
        </FormField>
      );
    }
    default:
      return (
        <FormField label={spec.label} error={error} required={spec.required} className={className}>
          {(control) => <Input {...control} required={spec.required} {...form.register(name)} />}
        </FormField>
      );
  }
}
