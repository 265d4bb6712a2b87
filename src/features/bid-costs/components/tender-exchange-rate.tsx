import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSelectField } from '@/components/form-select-field';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { currencyOptions } from '@/lib/money';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { alreadyReported } from '@/lib/query-client';
import { canManageMembers, useWorkspace } from '@/lib/workspace';
import { tenderRatesQuery, useChangeRates } from '../api/rates';
import { rateMessages, tenderRateSchema, typedRate, type TenderRateFields } from '../rates';

const TITLE = 'Exchange rate for this tender';

/**
 * The tender's own exchange rates, which win over the month's for its amounts in that
 * currency (the reports name them). Members see them; admins set, change and delete them.
 */
export function TenderExchangeRate({
  tender,
}: {
  tender: { id: string; workspace_id: string; currency: string };
}) {
  const workspace = useWorkspace();
  const admin = canManageMembers(workspace.role);
  const settings = useQuery(pipelineSettingsQuery(workspace.id));
  const rates = useQuery(tenderRatesQuery(tender.id));
  const base = settings.data?.default_currency;
  if (!base || !rates.data || (!admin && rates.data.length === 0)) return null;
  return (
    <details className="mt-4 rounded-md border px-3 py-2 text-sm" open={rates.data.length > 0}>
      <summary className="cursor-pointer font-medium">{TITLE}</summary>
      <div className="grid gap-3 pt-2">
        <p className="text-muted-foreground">
          Amounts of this tender in that currency count at this rate instead of the month&apos;s.
        </p>
        {rates.data.length > 0 ? (
          <ul aria-label={TITLE} className="grid divide-y">
            {rates.data.map((rate) => (
              <li key={rate.id} className="flex items-center justify-between gap-2 py-1.5">
                <span>
                  1 {rate.currency} = {rate.rate} {base}
                </span>
                {admin ? <DeleteRate id={rate.id} currency={rate.currency} /> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {admin ? <TenderRateForm tender={tender} base={base} existing={rates.data} /> : null}
      </div>
    </details>
  );
}

function DeleteRate({ id, currency }: { id: string; currency: string }) {
  const change = useChangeRates();
  return (
    <RowAction
      label={`Delete this tender's ${currency} rate`}
      icon={Trash2}
      destructive
      onClick={() =>
        change.mutate(
          { kind: 'delete', table: 'exchange_rates', id },
          { onSuccess: () => toast.success(rateMessages.deleted) },
        )
      }
    />
  );
}

interface TenderRateFormProps {
  tender: { id: string; workspace_id: string; currency: string };
  base: string;
  existing: { id: string; currency: string }[];
}

/** Sets the rate of a currency for the tender: a new one, or a new figure for the one there is. */
function TenderRateForm({ tender, base, existing }: TenderRateFormProps) {
  const save = useChangeRates();
  const form = useForm<TenderRateFields>({
    resolver: lazyZodResolver(() => tenderRateSchema),
    defaultValues: {
      currency: tender.currency !== base ? tender.currency : base === 'USD' ? 'EUR' : 'USD',
      rate: '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) => {
    const rate = typedRate(fields.rate);
    const current = existing.find((row) => row.currency === fields.currency);
    return save
      .mutateAsync(
        current
          ? { kind: 'exchange-rate', id: current.id, rate }
          : {
              kind: 'exchange',
              row: {
                workspace_id: tender.workspace_id,
                currency: fields.currency,
                tender_id: tender.id,
                rate,
              },
            },
      )
      .then(() => {
        toast.success(rateMessages.saved);
        form.reset({ ...fields, rate: '' });
      })
      .catch(alreadyReported);
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Set the ${TITLE.toLowerCase()}`}
      className="grid gap-3 sm:grid-cols-3"
    >
      <FormSelectField
        control={form.control}
        name="currency"
        label="Currency"
        options={currencyOptions().filter((option) => option.value !== base)}
      />
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
      <div className="sm:self-end sm:pb-6">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Set rate
        </Button>
      </div>
    </form>
  );
}
