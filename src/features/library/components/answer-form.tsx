import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormSelectField } from '@/components/form-select-field';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSession } from '@/lib/session';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useWorkspace, workspaceQueries } from '@/lib/workspace';
import { useSaveAnswer } from '../api/mutations';
import { libraryQueries } from '../api/queries';
import { answerDefaults, answerSchema, NONE, TITLE_MAX, type AnswerFields } from '../form';
import { ANSWER_STATUSES, canApprove, libraryMessages, statusLabels, type EditableAnswer } from '../model';
import { MarkdownEditor } from './markdown-editor';

interface AnswerFormProps {
  saved: EditableAnswer | null;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Title, the formatted answer, category, tags, owner, status and the review cycle. */
export function AnswerForm({ saved, onSaved, onDirtyChange }: AnswerFormProps) {
  const workspace = useWorkspace();
  const { user } = useSession();
  const categories = useQuery(libraryQueries.categories(workspace.id));
  const members = useQuery(workspaceQueries.members(workspace.id));
  const save = useSaveAnswer();
  const form = useDialogForm<AnswerFields>({
    resolver: lazyZodResolver(() => answerSchema),
    defaultValues: answerDefaults(saved, user?.id ?? null),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(
      save.mutateAsync({ workspaceId: workspace.id, saved, fields }),
      libraryMessages.saved,
      onSaved,
    ),
  );
  const none = { value: NONE, label: 'None' };
  const categoryOptions = [none, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  const ownerOptions = [none, ...(members.data ?? []).map((m) => ({ value: m.userId, label: m.name }))];
  const statusOptions = ANSWER_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Question or title" error={errors.title?.message} required>
        {(control) => (
          <Input {...control} maxLength={TITLE_MAX} autoComplete="off" required {...form.register('title')} />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <FormField
            label="Answer"
            error={fieldState.error?.message}
            hint="Markdown: ## heading, **bold**, - list, [link](https://…), | table |"
          >
            {(control) => (
              <MarkdownEditor {...control} name={field.name} value={field.value} onChange={field.onChange} />
            )}
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="categoryId"
          label="Category"
          options={categoryOptions}
        />
        <FormField label="Tags" error={errors.tags?.message} hint="Separated by commas">
          {(control) => <Input {...control} autoComplete="off" {...form.register('tags')} />}
        </FormField>
        <FormSelectField control={form.control} name="ownerId" label="Owner" options={ownerOptions} />
        <FormSelectField
          control={form.control}
          name="status"
          label="Status"
          options={statusOptions}
          disabled={!canApprove(workspace.role)}
          hint={canApprove(workspace.role) ? undefined : 'Managers and admins approve'}
        />
        <DateField
          label="Last reviewed"
          registration={form.register('lastReviewedOn')}
          error={errors.lastReviewedOn?.message}
        />
        <FormField
          label="Review every N months"
          error={errors.reviewEveryMonths?.message}
          hint="Empty: no review cycle"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('reviewEveryMonths')}
            />
          )}
        </FormField>
      </div>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
