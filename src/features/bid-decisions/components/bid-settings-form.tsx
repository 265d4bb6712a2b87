import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSaveBidSettings } from '../api/save-settings';
import { settingsFormSchema, type SettingsFormInput, type SettingsFormValues } from '../form';
import { bidMessages, type BidSetup, type Thresholds } from '../model';
import { ListError, RowActions } from './settings-list';

interface BidSettingsFormProps {
  workspaceId: string;
  setup: BidSetup;
  thresholds: Thresholds;
  onSaved: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** Criteria (name, weight 1–10, order), kill questions and the two thresholds, saved together. */
export function BidSettingsForm({
  workspaceId,
  setup,
  thresholds,
  onSaved,
  onDirtyChange,
}: BidSettingsFormProps) {
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      criteria: setup.criteria.map(({ id, name, weight, top_score_means }) => ({
        id,
        name,
        weight: String(weight),
        top_score_means,
      })),
      killQuestions: setup.killQuestions.map(({ id, question }) => ({ id, question })),
      bidThreshold: String(thresholds.bid),
      reviewThreshold: String(thresholds.review),
    },
  });
  const criteria = useFieldArray({ control: form.control, name: 'criteria' });
  const questions = useFieldArray({ control: form.control, name: 'killQuestions' });
  const save = useSaveBidSettings();
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { workspaceId, ...values },
      {
        onSuccess: () => {
          toast.success(bidMessages.settingsSaved);
          onSaved();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Bid decision settings" className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          Criteria (each scored 1–5, weight 1–10, and what a 5 means)
        </legend>
        {criteria.fields.map((field, index) => {
          const rowErrors = errors.criteria?.[index];
          const what = `criterion ${index + 1}`;
          return (
            <div key={field.id} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  aria-label={`Name of ${what}`}
                  aria-invalid={rowErrors?.name ? true : undefined}
                  className="min-w-0 flex-1 basis-48"
                  {...form.register(`criteria.${index}.name`)}
                />
                <Input
                  aria-label={`Weight of ${what}`}
                  aria-invalid={rowErrors?.weight ? true : undefined}
                  inputMode="numeric"
                  className="w-20"
                  {...form.register(`criteria.${index}.weight`)}
                />
                <Input
                  aria-label={`What 5 means for ${what}`}
                  placeholder="5 = …"
                  aria-invalid={rowErrors?.top_score_means ? true : undefined}
                  maxLength={100}
                  className="min-w-0 flex-1 basis-48"
                  {...form.register(`criteria.${index}.top_score_means`)}
                />
                <RowActions
                  what={what}
                  index={index}
                  count={criteria.fields.length}
                  onMove={criteria.move}
                  onRemove={criteria.remove}
                  keepOne
                />
              </div>
              <ListError
                message={
                  rowErrors?.name?.message ??
                  rowErrors?.weight?.message ??
                  rowErrors?.top_score_means?.message
                }
              />
            </div>
          );
        })}
        <ListError message={errors.criteria?.root?.message ?? errors.criteria?.message} />
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => criteria.append({ name: '', weight: '1', top_score_means: '' })}
          >
            Add criterion
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Kill questions (any yes means no bid)</legend>
        {questions.fields.map((field, index) => (
          <div key={field.id} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Input
                aria-label={`Kill question ${index + 1}`}
                aria-invalid={errors.killQuestions?.[index]?.question ? true : undefined}
                className="min-w-0 flex-1 basis-48"
                {...form.register(`killQuestions.${index}.question`)}
              />
              <RowActions
                what={`kill question ${index + 1}`}
                index={index}
                count={questions.fields.length}
                onMove={questions.move}
                onRemove={questions.remove}
              />
            </div>
            <ListError message={errors.killQuestions?.[index]?.question?.message} />
          </div>
        ))}
        <ListError message={errors.killQuestions?.root?.message ?? errors.killQuestions?.message} />
        <div>
          <Button type="button" variant="outline" onClick={() => questions.append({ question: '' })}>
            Add kill question
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Bid from (score)" error={errors.bidThreshold?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('bidThreshold')} />}
        </FormField>
        <FormField label="Review from (score)" error={errors.reviewThreshold?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('reviewThreshold')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save bid settings'}
        </Button>
      </div>
    </form>
  );
}
