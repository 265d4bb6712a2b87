import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { RequirementWordsFields } from '@/components/requirement-words-fields';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { requirementEditSchema, type RequirementEdit } from '@/lib/requirement-lines';

interface RequirementEditFormProps {
  saved: RequirementEdit;
  /** Whether this person may make a mandatory requirement optional (the database checks it too). */
  canMakeOptional?: boolean;
  pending: boolean;
  /** Resolves once saved (the form closes); rejects to keep the edit. */
  onSave: (values: RequirementEdit) => Promise<unknown>;
  onCancel: () => void;
}

/** A requirement's words, source and weight, edited where it is listed: Save keeps them, Cancel drops them. */
export function RequirementEditForm({
  saved,
  canMakeOptional = true,
  pending,
  onSave,
  onCancel,
}: RequirementEditFormProps) {
  const form = useForm<RequirementEdit>({
    resolver: lazyZodResolver(() => requirementEditSchema),
    defaultValues: saved,
  });
  const locked = saved.mandatory && !canMakeOptional;
  // Opened from its Edit button: the words take focus, where the edit starts.
  useEffect(() => form.setFocus('requirement'), [form]);
  const onSubmit = form.handleSubmit((values) => onSave(values).catch(() => undefined));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <RequirementWordsFields form={form} />
      <label className="flex items-center gap-2 text-sm font-medium">
        {/* Locked, it stays out of the form (a disabled input would submit no value): the saved one stands. */}
        {locked ? (
          <input type="checkbox" className="size-4 accent-primary" checked disabled readOnly />
        ) : (
          <input type="checkbox" className="size-4 accent-primary" {...form.register('mandatory')} />
        )}
        Mandatory
        {locked ? (
          <span className="font-normal text-muted-foreground">
            (only admins and managers make it optional)
          </span>
        ) : null}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
