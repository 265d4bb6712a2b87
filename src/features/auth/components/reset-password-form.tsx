import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authFailure, type AuthFailure } from '@/lib/errors';
import { useUpdatePassword } from '../api/update-password';
import { PASSWORD_HINT, resetPasswordSchema, type ResetPasswordValues } from '../model';
import { FormAlert } from './form-alert';

/** Sets a new password for the user signed in by a recovery link. */
export function ResetPasswordForm({ onPasswordUpdated }: { onPasswordUpdated: () => void }) {
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const updatePassword = useUpdatePassword();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    setFailure(null);
    updatePassword.mutate(password, {
      onSuccess: onPasswordUpdated,
      onError: (error) => {
        console.warn('Password update failed', error);
        const next = authFailure(error, 'update-password');
        setFailure(next);
        toast.error(next.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a new password">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <Field label="New password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          {...form.register('password')}
        />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" className="w-full" disabled={updatePassword.isPending}>
        {updatePassword.isPending ? 'Updating password...' : 'Update password'}
      </Button>
    </form>
  );
}
