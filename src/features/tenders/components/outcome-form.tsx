import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lossReasonsQuery } from '@/lib/pipeline-settings';
import { outcomeQueries } from '../api/outcome';
import { outcomeFormSchema, type OutcomeFormValues } from '../outcome';

interface OutcomeFormProps {
  workspaceId: string;
  lost: boolean;
  defaultValues: OutcomeFormValues;
  pending: boolean;
  onSubmit: (values: OutcomeFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Award date, winner (with the workspace's past winners as suggestions) and price, our rank; for a loss its reason and note; lessons. */
export function OutcomeForm({
  workspaceId,
  lost,
  defaultValues,
  pending,
  onSubmit,
  onCancel,
}: OutcomeFormProps) {
  const form = useForm<OutcomeFormValues>({ resolver: zodResolver(outcomeFormSchema), defaultValues });
  const { errors } = form.formState;
  const winnersId = useId();
  const winners = useQuery(outcomeQueries.winners(workspaceId)).data ?? [];
  const reasons = useQuery({ ...lossReasonsQuery(workspaceId), enabled: lost });
  const reasonOptions = (reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.label }));
  const input = (name: 'award_date' | 'winning_price' | 'our_rank', label: string, hint?: string) => (
    <FormField label={label} error={errors[name]?.message} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type={name === 'award_date' ? 'date' : 'text'}
          inputMode={name === 'award_date' ? undefined : name === 'our_rank' ? 'numeric' : 'decimal'}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('award_date', 'Award date')}
        <FormField label="Winner" error={errors.winner?.message} hint="Who the buyer chose">
          {(control) => (
            <Input {...control} list={winnersId} autoComplete="off" {...form.register('winner')} />
          )}
        </FormField>
        <datalist id={winnersId}>
          {winners.map((winner) => (
            <option key={winner} value={winner} />
          ))}
        </datalist>
        {input('winning_price', 'Winning price', 'In the tender’s currency')}
        {input('our_rank', 'Our rank', 'If known: 1 is first')}
      </div>
      {lost ? (
        <>
          <FormSelectField
            control={form.control}
            name="loss_reason_id"
            label="Loss reason"
            options={reasonOptions}
            placeholder="Choose a reason"
          />
          <FormField label="Note" error={errors.loss_note?.message}>
            {(control) => <Textarea {...control} rows={2} {...form.register('loss_note')} />}
          </FormField>
        </>
      ) : null}
      <FormField label="Lessons learned" error={errors.lessons?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('lessons')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Later
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Saving...' : 'Save outcome'}
        </Button>
      </div>
    </form>
  );
}
