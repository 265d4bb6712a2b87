import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { dateInputFormat } from '@/lib/date-input';
import { formatShortDate } from '@/lib/dates';
import { FieldWarning } from './field-warning';

interface TenderDateFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's current value ('YYYY-MM-DD' or ''). */
  value: string;
  error?: string;
  required?: boolean;
  /** Said under the field without stopping the save (a date in the past). */
  warning?: string | null;
}

/**
 * A deadline: the browser's date input, which writes dates the way the user's locale does,
 * with that format under it and the chosen day spelled out, so 04/12 is never misread.
 */
export function TenderDateField({
  label,
  registration,
  value,
  error,
  required,
  warning,
}: TenderDateFieldProps) {
  const format = useMemo(() => dateInputFormat(), []);
  const hint = (
    <>
      Format: {format}
      {value ? ` · ${formatShortDate(value)}` : null} <FieldWarning live>{warning}</FieldWarning>
    </>
  );
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <Input {...control} type="date" required={required} {...registration} />}
    </FormField>
  );
}
