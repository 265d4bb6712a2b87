import { DialogActions } from '@/components/dialog-actions';
import { RequirementWordsFields } from '@/components/requirement-words-fields';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useSaveRequirementTemplate, type TemplateTarget } from '../api/mutations';
import {
  requirementTemplateDefaults,
  requirementTemplateSchema,
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
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(save.mutateAsync({ target, fields }), templatesMessages.saved, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <RequirementWordsFields form={form} sourceHint="Where tender documents usually ask for it" />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('mandatory')} />
        Mandatory
      </label>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
