import { Controller, type Control } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BidBondFields } from '../form';

interface BondSelectFieldProps {
  control: Control<BidBondFields>;
  name: 'status' | 'currency';
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled Radix Select driven by react-hook-form's Controller (the label names the trigger). */
export function BondSelectField({ control, name, label, options }: BondSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
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
