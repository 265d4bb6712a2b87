import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown after sign-up when the service asks the user to confirm the address first. */
export function CheckEmail({ email }: { email: string }) {
  return (
    <div className="grid gap-4 text-center" role="status">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
      <h2 className="text-lg font-semibold">Check your inbox</h2>
      <p className="text-sm text-muted-foreground">
        We sent a confirmation link to <strong className="text-foreground">{email}</strong>. Open it to
        activate your account, then sign in.
      </p>
      <Link to={paths.signIn} className={buttonVariants({ className: 'w-full' })}>
        Go to sign in
      </Link>
    </div>
  );
}
