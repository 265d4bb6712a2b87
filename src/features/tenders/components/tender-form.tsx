import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { READ_ONLY_TENDERS } from '@/lib/workspace';
import { isDuplicateReference } from '../api/same-reference';
import { FORM_COLUMNS } from '../columns';
import { tenderFormSchema, type TenderFormValues } from '../form';
import { useReferenceConfirmation, type SharedReference } from '../hooks/use-reference-confirmation';
import { DuplicateReferenceDialog } from './duplicate-reference-dialog';
import { TenderFormActions } from './tender-form-actions';
import { TenderFormField, type TenderFieldContext } from './tender-form-field';

interface TenderFormProps {
  mode: 'create' | 'edit';
  defaultValues: TenderFormValues;
  /** The workspace the tender belongs to, and in edit mode the tender's id. */
  workspaceId: string;
  tenderId?: string;
  /**
   * Saves; resolves when the save has settled (a second submit before then is ignored). It
   * rejects only when the database refuses a reference another tender has (TFT01).
   */
  onSubmit: (values: TenderFormValues, sharedReference: SharedReference) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  /** A user-role member sees the form but cannot submit it. */
  readOnly?: boolean;
  /** A form-level message above the fields (a conflicting save). */
  alert?: ReactNode;
  /** Told whether the fields differ from `defaultValues`. */
  onDirtyChange?: (dirty: boolean) => void;
  /** What an empty Probability counts with; 'Our bid price' once submitted. */
  defaultProbability: number | null;
  showBidPrice: boolean;
}

/**
 * The New Tender and Edit Tender form: the database's limits, both deadlines, a word before
 * a reference another tender has is saved, nothing typed lost on failure.
 */
export function TenderForm(props: TenderFormProps) {
  const { mode, defaultValues, workspaceId, tenderId, onSubmit, pending, readOnly = false } = props;
  const form = useForm<TenderFormValues>({ resolver: zodResolver(tenderFormSchema(mode)), defaultValues });
  const { isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const references = useReferenceConfirmation({
    workspaceId,
    tenderId,
    original: mode === 'edit' ? defaultValues.reference_number : undefined,
  });
  // Double clicks and a second Enter land before the pending state renders: one save at a time.
  const saving = useRef(false);
  const save = async (values: TenderFormValues) => {
    if (saving.current) return;
    saving.current = true;
    try {
      let outcome = await references.check(values.reference_number);
      if (!outcome.save) return;
      await onSubmit(values, outcome.shared).catch(async (error: unknown) => {
        // Taken since the check (a colleague, another tab): ask now, as the database did.
        if (!isDuplicateReference(error)) throw error;
        outcome = await references.ask(values.reference_number);
        if (outcome.save) await onSubmit(values, outcome.shared);
      });
    } finally {
      saving.current = false;
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event);
  const context: TenderFieldContext = {
    form,
    mode,
    loaded: defaultValues,
    workspaceId,
    tenderId,
    defaultProbability: props.defaultProbability,
    showBidPrice: props.showBidPrice,
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={mode === 'create' ? 'New Tender' : 'Edit Tender'}
    >
      {readOnly ? <p className="rounded-md bg-muted p-3 text-sm">{READ_ONLY_TENDERS}</p> : null}
      {props.alert}
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <fieldset disabled={readOnly} className="grid gap-5 disabled:opacity-80 md:grid-cols-2">
        {FORM_COLUMNS.map((spec) => (
          <TenderFormField key={spec.column} spec={spec} context={context} />
        ))}
      </fieldset>
      <TenderFormActions mode={mode} pending={pending} readOnly={readOnly} onCancel={props.onCancel} />
      <DuplicateReferenceDialog
        open={references.question !== null}
        other={references.question?.other}
        onAnswer={(saveAnyway) => references.question?.answer(saveAnyway)}
        onChangeReference={() => form.setFocus('reference_number')}
      />
    </form>
  );
}
