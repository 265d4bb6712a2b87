import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { FormSelectField } from '@/components/form-select-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { localDateString } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useSaveClarification } from '../api/save-clarification';
import {
  ANSWER_MAX,
  CLAUSE_MAX,
  clarificationDefaults,
  clarificationSchema,
  QUESTION_MAX,
  type ClarificationFields,
} from '../form';
import {
  CLARIFICATION_STATUSES,
  clarificationMessages,
  clarificationStatusLabels,
  type Clarification,
  type ClarificationTender,
} from '../model';

const statusOptions = CLARIFICATION_STATUSES.map((status) => ({
  value: status,
  label: clarificationStatusLabels[status],
}));

interface ClarificationFormProps {
  tender: ClarificationTender;
  saved: Clarification | null;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** A question's fields; marking it sent or answered fills in today's date. A failed save keeps what was typed. */
export function ClarificationForm({ tender, saved, onSaved, onDirtyChange }: ClarificationFormProps) {
  const save = useSaveClarification();
  const form = useDialogForm<ClarificationFields>({
    resolver: lazyZodResolver(() => clarificationSchema),
    defaultValues: clarificationDefaults(saved),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  useEffect(() => {
    const today = localDateString();
    if (status !== 'draft' && !form.getValues('askedOn')) form.setValue('askedOn', today);
    if (status === 'answered' && !form.getValues('answeredOn')) form.setValue('answeredOn', today);
  }, [status, form]);
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(save.mutateAsync({ tender, saved, fields }), clarificationMessages.saved, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Clause" error={errors.clause?.message} hint="The section or clause it refers to">
          {(control) => (
            <Input {...control} maxLength={CLAUSE_MAX} autoComplete="off" {...form.register('clause')} />
          )}
        </FormField>
        <FormSelectField control={form.control} name="status" label="Status" options={statusOptions} />
      </div>
      <FormField label="Question" error={errors.question?.message} required>
        {(control) => (
          <Textarea {...control} rows={4} maxLength={QUESTION_MAX} required {...form.register('question')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Asked on" registration={form.register('askedOn')} error={errors.askedOn?.message} />
        <DateField
          label="Answered on"
          registration={form.register('answeredOn')}
          error={errors.answeredOn?.message}
        />
      </div>
      <FormField label="Answer" error={errors.answer?.message} hint="The buyer's answer">
        {(control) => <Textarea {...control} rows={4} maxLength={ANSWER_MAX} {...form.register('answer')} />}
      </FormField>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
