import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { authFailure, type AuthFailure } from '@/lib/errors';
import { useSignIn } from '../api/sign-in';
import { signInSchema, type SignInValues } from '../model';
import { FormAlert } from './form-alert';

/** Email and password sign-in; on failure the message shows inline and as a toast, and the fields keep their values. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        console.warn('Sign-in failed', error);
        const next = authFailure(error, 'sign-in');
        setFailure(next);
        toast.error(next.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </Field>
      <div className="grid gap-2">
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" required {...form.register('password')} />
        </Field>
        <Link
          to={paths.forgotPassword}
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
