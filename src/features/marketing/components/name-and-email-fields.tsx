import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface NameAndEmailFieldsProps {
  nameInput: UseFormRegisterReturn<'name'>;
  emailInput: UseFormRegisterReturn<'email'>;
  errors: { name?: FieldError; email?: FieldError };
}

/** The public forms' first row: Name and Email side by side (stacked on small screens). */
export function NameAndEmailFields({ nameInput, emailInput, errors }: NameAndEmailFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...nameInput} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...emailInput} />}
      </FormField>
    </div>
  );
}
