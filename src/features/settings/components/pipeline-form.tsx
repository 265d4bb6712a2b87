import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSelectField } from '@/components/form-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currencyOptions } from '@/lib/money';
import type { PipelineSettings } from '@/lib/pipeline-settings';
import { canManageMembers, type Workspace } from '@/lib/workspace';
import { useSavePipelineSettings } from '../api/pipeline';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  PROBABILITY_FIELDS,
  pipelineFormSchema,
  pipelineFormValues,
  pipelineMessages,
  type PipelineFormValues,
} from '../pipeline';

interface PipelineFormProps {
  workspace: Workspace;
  settings: PipelineSettings;
  onDirtyChange: (dirty: boolean) => void;
}

/** The default currency and the default probability of each open status; admins save, others read. */
export function PipelineForm({ workspace, settings, onDirtyChange }: PipelineFormProps) {
  const admin = canManageMembers(workspace.role);
  const currencies = useMemo(() => currencyOptions(), []);
  const form = useForm<PipelineFormValues>({
    resolver: zodResolver(pipelineFormSchema),
    defaultValues: pipelineFormValues(settings),
  });
  const save = useSavePipelineSettings();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { workspaceId: workspace.id, values },
      {
        onSuccess: (saved) => {
          form.reset(pipelineFormValues(saved));
          toast.success(pipelineMessages.saved);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Pipeline" className="grid gap-5">
      <fieldset disabled={!admin} className="grid max-w-md gap-5">
        <FormSelectField
          control={form.control}
          name="default_currency"
          label="Default currency"
          options={currencies}
        />
        <p className="text-sm text-muted-foreground">
          Default probability by status: what a tender without its own probability counts with in the weighted
          forecast.
        </p>
        {PROBABILITY_FIELDS.map(([name, label]) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" {...form.register(name)} />
            )}
          </FormField>
        ))}
      </fieldset>
      {admin ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Pipeline Settings'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{pipelineMessages.readOnly}</p>
      )}
    </form>
  );
}
