import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { REQUIREMENT_MAX, SOURCE_MAX, type RequirementEdit } from '@/lib/requirement-lines';

/** A requirement's words and source, as every requirement form (a tender's, a template's) asks for them. */
export function RequirementWordsFields({
  form,
  sourceHint,
}: {
  form: UseFormReturn<RequirementEdit>;
  sourceHint?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
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
      <FormField label="Source" error={errors.source?.message} hint={sourceHint}>
        {(control) => (
          <Input {...control} maxLength={SOURCE_MAX} autoComplete="off" {...form.register('source')} />
        )}
      </FormField>
    </>
  );
}
