import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  emptyPasswordForm,
  PASSWORD_HINT,
  passwordChangeFailure,
  passwordFormSchema,
  settingsMessages,
  type PasswordFormValues,
} from '../model';

type PasswordField = keyof PasswordFormValues;

const fields: { name: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: PASSWORD_HINT },
  { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password' },
];

/** Account Security: the current password is checked first; other sessions end after the change. */
export function SecurityForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { user } = useSession();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm,
  });
  const change = useChangePassword();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(emptyPasswordForm);
          toast.success(settingsMessages.passwordSaved);
        },
        onError: (error) => {
          console.warn('Password change failed', error);
          const failure = passwordChangeFailure(error);
          if (failure.field)
            form.setError(failure.field, { message: failure.message }, { shouldFocus: true });
          else toast.error(failure.message);
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Security</CardTitle>
        <CardDescription>
          Change your password. You stay signed in here; your other devices are signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid max-w-md gap-5">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          {fields.map(({ name, label, autoComplete, hint }) => (
            <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete={autoComplete}
                  required
                  {...form.register(name)}
                />
              )}
            </FormField>
          ))}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
