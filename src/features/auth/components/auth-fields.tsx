import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../model';

interface AuthFieldProps {
  /** What `form.register(...)` returned for the field. */
  input: UseFormRegisterReturn;
  error?: string;
}

/** The account's email address, with autofill and a sample placeholder; `locked`: read-only (an invitation's). */
export function EmailField({ input, error, locked = false }: AuthFieldProps & { locked?: boolean }) {
  return (
    <FormField
      label="Email"
      error={error}
      hint={locked ? 'The address your invitation was sent to' : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          required
          readOnly={locked}
          className={locked ? 'bg-muted' : undefined}
          placeholder="you@company.com"
          {...input}
        />
      )}
    </FormField>
  );
}

/**
 * A password being chosen (sign-up, reset), with the length rule as its hint; `again`: the
 * same password typed a second time, with no hint of its own.
 */
export function NewPasswordField({
  label,
  input,
  error,
  again = false,
}: AuthFieldProps & { label: string; again?: boolean }) {
  return (
    <FormField label={label} error={error} hint={again ? undefined : PASSWORD_HINT}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="new-password"
          required
          minLength={again ? undefined : PASSWORD_MIN_LENGTH}
          {...input}
        />
      )}
    </FormField>
  );
}
