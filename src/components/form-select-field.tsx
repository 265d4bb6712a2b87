import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string>,
  TTransformedValues,
> {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** A string field of the form. */
  name: TName;
  /** The visible label, which also names the trigger. */
  label: string;
  options: readonly SelectOption[];
  /** Shown in the trigger while the value matches no option (e.g. ''). */
  placeholder?: string;
  /** Help text under the trigger, replaced by the error while there is one. */
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled Radix Select driven by react-hook-form's Controller: the label names the
 * trigger, which carries the field's id, aria-invalid and aria-describedby; the field's
 * validation message shows under it.
 */
export function FormSelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  disabled,
}: FormSelectFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} hint={hint}>
          {(controlProps) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
