import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useAuthFailure } from '../hooks/use-auth-failure';
import { CONFIRMATION_RESENT } from '../model';
import { FormAlert } from './form-alert';

/** Shown after sign-up when the service asks the user to confirm the address first; Resend mails the link again. */
export function CheckEmail({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const { failure, clearFailure, reportFailure } = useAuthFailure(
    'sign-up',
    'Resending the confirmation failed',
  );
  const onResend = () => {
    clearFailure();
    resend.mutate(email, { onSuccess: () => toast.success(CONFIRMATION_RESENT), onError: reportFailure });
  };
  return (
    <div className="grid gap-4 text-center">
      <div className="grid gap-4" role="status">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">Check your inbox</h2>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to <strong className="text-foreground">{email}</strong>. Open it to
          activate your account; it signs you in.
        </p>
      </div>
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <Button variant="outline" onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
      <Link to={paths.signIn} className={buttonVariants({ className: 'w-full' })}>
        Go to sign in
      </Link>
    </div>
  );
}
