import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authFailure, type AuthFailure } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordSchema, RESET_LINK_SENT, type ForgotPasswordValues } from '../model';
import { FormAlert } from './form-alert';

/** Asks for a reset link; the confirmation reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const onSubmit = form.handleSubmit(({ email }) => {
    setFailure(null);
    requestReset.mutate(email, {
      onError: (error) => {
        console.warn('Password reset request failed', error);
        const next = authFailure(error, 'reset');
        setFailure(next);
        toast.error(next.message);
      },
    });
  });

  if (requestReset.isSuccess) {
    return (
      <p role="status" className="rounded-md border bg-muted/50 p-4 text-sm">
        {RESET_LINK_SENT}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
