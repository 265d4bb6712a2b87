import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../model';

interface AuthFieldProps {
  /** What `form.register(...)` returned for the field. */
  input: UseFormRegisterReturn;
  error?: string;
}

/** The account's email address, with autofill and a sample placeholder. */
export function EmailField({ input, error }: AuthFieldProps) {
  return (
    <Field label="Email" error={error}>
      <Input type="email" autoComplete="email" required placeholder="you@company.com" {...input} />
    </Field>
  );
}

/** A password being chosen (sign-up, reset), with the length rule as its hint. */
export function NewPasswordField({ label, input, error }: AuthFieldProps & { label: string }) {
  return (
    <Field label={label} error={error} hint={PASSWORD_HINT}>
      <Input
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        {...input}
      />
    </Field>
  );
}
