import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
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
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...nameInput} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...emailInput} />
      </Field>
    </div>
  );
}
