import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { forgotPasswordSchema, RESET_LINK_SENT, type ForgotPasswordValues } from '../model';
import { EmailField } from './auth-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { FormAlert } from './form-alert';

/** Asks for a reset link; the confirmation reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordValues>({
    resolver: lazyZodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();
  const { failure, clearFailure, reportFailure } = useAuthFailure('reset', 'Password reset request failed');

  const onSubmit = form.handleSubmit(({ email }) => {
    clearFailure();
    requestReset.mutate(email, { onError: reportFailure });
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
      <EmailField input={form.register('email')} error={form.formState.errors.email?.message} />
      <AuthSubmitButton pending={requestReset.isPending} pendingLabel="Sending...">
        Send reset link
      </AuthSubmitButton>
    </form>
  );
}
