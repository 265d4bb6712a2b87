import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useSaveRequirementTemplate, type TemplateTarget } from '../api/mutations';
import {
  REQUIREMENT_MAX,
  requirementTemplateDefaults,
  requirementTemplateSchema,
  SOURCE_MAX,
  type RequirementTemplateFields,
} from '../form';
import { templatesMessages, type RequirementTemplate } from '../model';

interface RequirementTemplateFormProps {
  saved: RequirementTemplate | null;
  target: TemplateTarget;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Requirement, source, mandatory. */
export function RequirementTemplateForm({
  saved,
  target,
  onSaved,
  onDirtyChange,
}: RequirementTemplateFormProps) {
  const save = useSaveRequirementTemplate();
  const form = useDialogForm<RequirementTemplateFields>({
    resolver: lazyZodResolver(() => requirementTemplateSchema),
    defaultValues: requirementTemplateDefaults(saved),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(save.mutateAsync({ target, fields }), templatesMessages.saved, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Requirement" error={errors.requirement?.message} required>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REQUIREMENT_MAX}
            required
            {...form.register('requirement')}
          />
        )}
      </FormField>
      <FormField
        label="Source"
        error={errors.source?.message}
        hint="Where tender documents usually ask for it"
      >
        {(control) => (
          <Input {...control} maxLength={SOURCE_MAX} autoComplete="off" {...form.register('source')} />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('mandatory')} />
        Mandatory
      </label>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
