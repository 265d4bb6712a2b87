import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { SessionExpiredNotice } from '@/features/auth/components/session-expired-notice';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useSignInTarget } from '@/features/auth/hooks/use-sign-in-target';

export function Component() {
  const { target, alreadySignedIn, search, goToTarget } = useSignInTarget();

  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      pageName="Sign in"
      title="Sign in"
      description="Welcome back. Sign in to manage your tenders."
      closable
      footer={
        <AuthFooterLink prompt="Don't have an account?" to={{ pathname: paths.signUp, search }}>
          Create an account
        </AuthFooterLink>
      }
    >
      <div className="grid gap-4">
        <SessionExpiredNotice />
        <SignInForm onSignedIn={goToTarget} />
      </div>
    </AuthCard>
  );
}
