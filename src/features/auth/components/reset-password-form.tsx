import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdatePassword } from '../api/update-password';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { resetPasswordSchema, type ResetPasswordValues } from '../model';
import { NewPasswordField } from './auth-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { FormAlert } from './form-alert';

/** Sets a new password for the user signed in by a recovery link. */
export function ResetPasswordForm({ onPasswordUpdated }: { onPasswordUpdated: () => void }) {
  const form = useForm<ResetPasswordValues>({
    resolver: lazyZodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const updatePassword = useUpdatePassword();
  const { failure, clearFailure, reportFailure } = useAuthFailure(
    'update-password',
    'Password update failed',
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    clearFailure();
    updatePassword.mutate(password, { onSuccess: onPasswordUpdated, onError: reportFailure });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a new password">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <NewPasswordField
        label="New password"
        input={form.register('password')}
        error={errors.password?.message}
      />
      <NewPasswordField
        label="Confirm new password"
        again
        input={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <AuthSubmitButton pending={updatePassword.isPending} pendingLabel="Updating password...">
        Update password
      </AuthSubmitButton>
    </form>
  );
}
