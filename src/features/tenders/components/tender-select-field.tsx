import { Controller, type Control } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TenderFormValues } from '../form';

interface TenderSelectFieldProps {
  control: Control<TenderFormValues>;
  name: 'channel' | 'type' | 'currency';
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A labelled Radix Select driven by react-hook-form's Controller (the label names the trigger). */
export function TenderSelectField({ control, name, label, options, disabled }: TenderSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
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
