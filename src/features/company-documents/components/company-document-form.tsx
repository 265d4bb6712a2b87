import { DateField } from '@/components/date-field';
import { FormSelectField } from '@/components/form-select-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useSaveCompanyDocument } from '../api/save-company-document';
import {
  companyDocumentDefaults,
  companyDocumentSchema,
  ISSUER_MAX,
  NAME_MAX,
  type CompanyDocumentFields,
} from '../form';
import {
  ACCEPT,
  CATEGORIES,
  categoryLabels,
  companyDocumentMessages,
  FILE_HINT,
  type CompanyDocument,
} from '../model';

const categoryOptions = CATEGORIES.map((category) => ({ value: category, label: categoryLabels[category] }));

interface CompanyDocumentFormProps {
  workspaceId: string;
  saved: CompanyDocument | null;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Name, category, issuer, expiry date and the file; a failed save keeps what was typed and chosen. */
export function CompanyDocumentForm({
  workspaceId,
  saved,
  onSaved,
  onDirtyChange,
}: CompanyDocumentFormProps) {
  const save = useSaveCompanyDocument();
  const form = useDialogForm<CompanyDocumentFields>({
    resolver: lazyZodResolver(() => companyDocumentSchema(saved)),
    defaultValues: companyDocumentDefaults(saved),
    onDirtyChange,
  });
  const { errors, isSubmitted } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    savedThenClose(save.mutateAsync({ workspaceId, saved, fields }), companyDocumentMessages.saved, onSaved),
  );
  const text = (name: 'name' | 'issuer', label: string, max: number, hint?: string) => (
    <FormField label={label} error={errors[name]?.message} hint={hint} required={name === 'name'}>
      {(control) => (
        <Input
          {...control}
          maxLength={max}
          autoComplete="off"
          required={name === 'name'}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
  const fileHint = saved?.file_name ? `Now: ${saved.file_name}. ${FILE_HINT}` : FILE_HINT;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name', NAME_MAX, 'e.g. ISO 9001 certificate')}
        <FormSelectField control={form.control} name="category" label="Category" options={categoryOptions} />
        {text(
          'issuer',
          'Issuer',
          ISSUER_MAX,
          'Who issued it: a certification body, an insurer, an authority',
        )}
        <DateField
          label="Expiry date"
          registration={form.register('expiresOn')}
          error={errors.expiresOn?.message}
          hint="Leave empty if it never expires"
        />
      </div>
      <FormField
        label={saved?.file_name ? 'Replace the file' : 'File'}
        error={errors.file?.message}
        hint={fileHint}
        required={!saved?.file_name}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={ACCEPT}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
            onChange={(event) =>
              form.setValue('file', event.target.files?.[0] ?? null, {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
          />
        )}
      </FormField>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
