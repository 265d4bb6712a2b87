import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSignIn } from '../api/sign-in';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { signInSchema, type SignInValues } from '../model';
import { EmailField } from './auth-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { FormAlert } from './form-alert';

/** Email and password sign-in; on failure the message shows inline (once), and the fields keep their values. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignInValues>({
    // No default values: the fields start from what the prerendered page holds, so
    // anything typed before hydration is kept.
    resolver: lazyZodResolver(signInSchema),
  });
  const signIn = useSignIn();
  const { failure, clearFailure, reportFailure } = useAuthFailure('sign-in', 'Sign-in failed');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    signIn.mutate(values, { onSuccess: onSignedIn, onError: reportFailure });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <EmailField input={form.register('email')} error={errors.email?.message} />
      <div className="grid gap-2">
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              {...form.register('password')}
            />
          )}
        </FormField>
        <Link
          to={paths.forgotPassword}
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <AuthSubmitButton pending={signIn.isPending} pendingLabel="Signing in...">
        Sign in
      </AuthSubmitButton>
    </form>
  );
}
