import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DATE_MAX, DATE_MIN } from '@/lib/calendar-date';

interface DateFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** A date of a form: the browser's date input, 2000 to 2999. */
export function DateField({ label, registration, error, hint }: DateFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="date"
          min={DATE_MIN}
          max={DATE_MAX}
          className="dark:[color-scheme:dark]"
          {...registration}
        />
      )}
    </FormField>
  );
}
