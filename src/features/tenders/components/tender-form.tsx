import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { READ_ONLY_TENDERS } from '@/lib/workspace';
import { CHANNELS, channelLabel, TYPES, typeLabel } from '../model';
import { isPastDate, PAST_SUBMISSION, tenderFormSchema, type TenderFormValues } from '../form';
import { TenderDateField } from './tender-date-field';
import { TenderSelectField } from './tender-select-field';

interface TenderFormProps {
  mode: 'create' | 'edit';
  defaultValues: TenderFormValues;
  /** Resolves when the save has settled; a second submit before then is ignored. */
  onSubmit: (values: TenderFormValues) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  /** A user-role member sees the form but cannot submit it. */
  readOnly?: boolean;
  /** A form-level message above the fields (a conflicting save). */
  alert?: ReactNode;
  /** Told whether the fields differ from `defaultValues`. */
  onDirtyChange?: (dirty: boolean) => void;
}

const channelOptions = CHANNELS.map((value) => ({ value, label: channelLabel(value) }));
const typeOptions = TYPES.map((value) => ({ value, label: typeLabel(value) }));

/** The New Tender and Edit Tender form: the database's limits, both deadlines, nothing typed lost on failure. */
export function TenderForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
  pending,
  readOnly = false,
  alert,
  onDirtyChange,
}: TenderFormProps) {
  const form = useForm<TenderFormValues>({ resolver: zodResolver(tenderFormSchema(mode)), defaultValues });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const bidBondId = useId();
  // Double clicks and a second Enter land before the pending state renders: one save at a time.
  const saving = useRef(false);
  const save = async (values: TenderFormValues) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await onSubmit(values);
    } finally {
      saving.current = false;
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event);
  const text = (name: 'referenceNumber' | 'client' | 'title', label: string) => (
    <FormField label={label} error={errors[name]?.message} required>
      {(control) => <Input {...control} required {...form.register(name)} />}
    </FormField>
  );
  // In edit mode an empty date keeps the old one, so only a new tender needs both.
  const datesRequired = mode === 'create';
  const [inquiryDate, submissionDate] = useWatch({
    control: form.control,
    name: ['inquiryDate', 'submissionDate'],
  });
  // A deadline already past is worth a word when it is typed, not for an old tender's own date.
  const pastWarning =
    submissionDate !== defaultValues.submissionDate && isPastDate(submissionDate) ? PAST_SUBMISSION : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={mode === 'create' ? 'New Tender' : 'Edit Tender'}
    >
      {readOnly ? <p className="rounded-md bg-muted p-3 text-sm">{READ_ONLY_TENDERS}</p> : null}
      {alert}
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <fieldset disabled={readOnly} className="grid gap-5 disabled:opacity-80">
        <div className="grid gap-5 md:grid-cols-2">
          {text('referenceNumber', 'Reference Number')}
          {text('client', 'Client')}
        </div>
        {text('title', 'Title')}
        <FormField label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={5} {...form.register('description')} />}
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <TenderSelectField control={form.control} name="channel" label="Channel" options={channelOptions} />
          <TenderSelectField control={form.control} name="type" label="Type" options={typeOptions} />
          <TenderDateField
            label="Last Date for Inquiry Submission"
            registration={form.register('inquiryDate')}
            value={inquiryDate}
            error={errors.inquiryDate?.message}
            required={datesRequired}
          />
          <TenderDateField
            label="Last Date for Tender Submission"
            registration={form.register('submissionDate')}
            value={submissionDate}
            error={errors.submissionDate?.message}
            required={datesRequired}
            warning={pastWarning}
          />
        </div>
        <Controller
          control={form.control}
          name="bidBond"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id={bidBondId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor={bidBondId}>Bid Bond Required</Label>
            </div>
          )}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={pending || readOnly} aria-busy={pending}>
          {mode === 'create'
            ? pending
              ? 'Creating...'
              : 'Create Tender'
            : pending
              ? 'Saving...'
              : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
