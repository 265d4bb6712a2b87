// A form inside a FormDialog: it tells the dialog whether anything is typed (so closing asks
// first), and once saved it says so and closes; a failed save keeps what was typed, the
// query client having told the user why.
import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { alreadyReported } from './query-client';

/** react-hook-form's form, its dirty state reported to the dialog. */
export function useDialogForm<Fields extends FieldValues>({
  onDirtyChange,
  ...options
}: UseFormProps<Fields> & { onDirtyChange: (dirty: boolean) => void }): UseFormReturn<Fields> {
  const form = useForm<Fields>(options);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return form;
}

/** After the save: the success toast, then the dialog closes; a failure was reported already. */
export const savedThenClose = (save: Promise<unknown>, message: string, onSaved: () => void): Promise<void> =>
  save
    .then(() => {
      toast.success(message);
      onSaved();
    })
    .catch(alreadyReported);
