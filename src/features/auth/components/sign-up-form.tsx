import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { AuthFailure } from '@/lib/errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSignUp } from '../api/sign-up';
import { useAuthFailure } from '../hooks/use-auth-failure';
import {
  invitationSignUpSchema,
  SIGN_UP_CONFIRM_EMAIL,
  SIGN_UP_SIGNED_IN,
  signUpSchema,
  type SignUpInput,
  type SignUpInvitation,
} from '../model';
import { EmailField, NewPasswordField } from './auth-fields';
import { AuthSubmitButton } from './auth-submit-button';
import { CheckEmail } from './check-email';
import { FormAlert } from './form-alert';

const inlineLink = 'rounded-sm font-medium text-primary underline underline-offset-4';

function FailureText({ failure }: { failure: AuthFailure }) {
  if (failure.kind !== 'already-registered') return <>{failure.message}</>;
  return (
    <>
      An account with this email already exists.{' '}
      <Link to={paths.signIn} className={inlineLink}>
        Sign in instead?
      </Link>
    </>
  );
}

interface SignUpFormProps {
  onSignedIn: () => void;
  /** Signing up through an invitation: its address filled in and locked, no company. */
  invitation?: SignUpInvitation | null;
}

/** Account creation; signs the user in at once unless the service asks to confirm the email first. */
export function SignUpForm({ onSignedIn, invitation }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    // No default values without an invitation: the fields start from what the prerendered
    // page holds, so anything typed before hydration is kept.
    resolver: lazyZodResolver<SignUpInput>(invitation ? invitationSignUpSchema : signUpSchema),
    defaultValues: invitation?.email ? { email: invitation.email } : undefined,
  });
  const signUp = useSignUp();
  const { failure, clearFailure, reportFailure } = useAuthFailure('sign-up', 'Sign-up failed');
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    signUp.mutate(
      { ...values, invitationToken: invitation?.token },
      {
        onSuccess: ({ session }) => {
          if (session) {
            toast.success(SIGN_UP_SIGNED_IN);
            onSignedIn();
          } else {
            toast.success(SIGN_UP_CONFIRM_EMAIL);
            setConfirmationSentTo(values.email);
          }
        },
        onError: reportFailure,
      },
    );
  });

  if (confirmationSentTo) return <CheckEmail email={confirmationSentTo} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
      {failure ? (
        <FormAlert>
          <FailureText failure={failure} />
        </FormAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => (
            <Input {...control} autoComplete="given-name" required {...form.register('firstName')} />
          )}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => (
            <Input {...control} autoComplete="family-name" required {...form.register('lastName')} />
          )}
        </FormField>
      </div>
      <EmailField
        input={form.register('email')}
        error={errors.email?.message}
        locked={Boolean(invitation?.email)}
      />
      {invitation ? null : (
        <FormField label="Company" error={errors.company?.message}>
          {(control) => (
            <Input {...control} autoComplete="organization" required {...form.register('company')} />
          )}
        </FormField>
      )}
      <NewPasswordField label="Password" input={form.register('password')} error={errors.password?.message} />
      <p className="text-sm text-muted-foreground">
        By creating an account you agree to our{' '}
        <Link to={paths.termsOfService} className={inlineLink}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacyPolicy} className={inlineLink}>
          Privacy Policy
        </Link>
        .
      </p>
      <AuthSubmitButton pending={signUp.isPending} pendingLabel="Creating Account...">
        Create Account
      </AuthSubmitButton>
    </form>
  );
}
