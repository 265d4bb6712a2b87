import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '@/components/date-field';
import { FormSelectField } from '@/components/form-select-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { localDateString } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useDialogForm } from '@/lib/use-dialog-form';
import { isNumberTaken, useRecordAddendum } from '../api/record-addendum';
import {
  addendumDefaults,
  addendumSchema,
  NO_DOCUMENT,
  NUMBER_MAX,
  SUMMARY_MAX,
  type AddendumFields,
} from '../form';
import { addendaMessages, deadlineNames, type AddendaTender } from '../model';

interface AddendumFormProps {
  tender: AddendaTender;
  /** The tender's documents (its Documents card), one of which the addendum may be. */
  documentNames: readonly string[];
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Number, date, summary, document, and the deadlines it moves; a failed save keeps what was typed. */
export function AddendumForm({ tender, documentNames, onSaved, onDirtyChange }: AddendumFormProps) {
  const record = useRecordAddendum();
  const form = useDialogForm<AddendumFields>({
    resolver: lazyZodResolver(() => addendumSchema),
    defaultValues: addendumDefaults(tender, localDateString()),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const documents = useMemo(
    () => [
      { value: NO_DOCUMENT, label: 'None' },
      ...documentNames.map((name) => ({ value: name, label: name })),
    ],
    [documentNames],
  );
  const onSubmit = form.handleSubmit((fields) =>
    record
      .mutateAsync({ tenderId: tender.id, fields })
      .then(() => {
        toast.success(addendaMessages.saved);
        onSaved();
      })
      .catch((error: unknown) => {
        // Any other failure is toasted (the mutation's meta).
        if (isNumberTaken(error)) form.setError('number', { message: addendaMessages.numberTaken });
      }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Number" error={errors.number?.message} hint="As the buyer numbers it" required>
          {(control) => (
            <Input
              {...control}
              maxLength={NUMBER_MAX}
              autoComplete="off"
              required
              {...form.register('number')}
            />
          )}
        </FormField>
        <DateField label="Date" registration={form.register('issuedOn')} error={errors.issuedOn?.message} />
      </div>
      <FormField label="Summary" error={errors.summary?.message} hint="What it changes">
        {(control) => (
          <Textarea {...control} rows={3} maxLength={SUMMARY_MAX} {...form.register('summary')} />
        )}
      </FormField>
      <FormSelectField
        control={form.control}
        name="document"
        label="Document"
        options={documents}
        hint="From the tender's Documents card"
      />
      <MovedDeadline form={form} which="inquiry" />
      <MovedDeadline form={form} which="submission" />
      <DialogActions pending={record.isPending} />
    </form>
  );
}

/** 'Moves the inquiry deadline', and the new date once ticked. */
function MovedDeadline({
  form,
  which,
}: {
  form: UseFormReturn<AddendumFields>;
  which: 'inquiry' | 'submission';
}) {
  const flag = which === 'inquiry' ? 'movesInquiry' : 'movesSubmission';
  const moves = useWatch({ control: form.control, name: flag });
  const name = deadlineNames[which];
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="sr-only">{name}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register(flag)} />
        Moves the {name.toLowerCase()}
      </label>
      {moves ? (
        <DateField
          label={`New ${name.toLowerCase()}`}
          registration={form.register(which)}
          error={form.formState.errors[which]?.message}
          hint="Leave empty to clear it"
        />
      ) : null}
    </fieldset>
  );
}
