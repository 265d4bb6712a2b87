import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSignInTarget } from '@/features/auth/hooks/use-sign-in-target';
import { invitationInTarget } from '@/features/auth/model';
import { useHydrated } from '@/lib/use-hydrated';

export function Component() {
  const { target, alreadySignedIn, search, goToTarget } = useSignInTarget();
  // The prerendered page is the plain form; an invitation's form replaces it once hydrated.
  const invitation = useHydrated() ? invitationInTarget(target) : null;

  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      pageName="Sign up"
      title="Create your account"
      description={invitation ? "Join your team's workspace." : 'Start tracking your tenders in minutes.'}
      footer={
        <AuthFooterLink prompt="Already have an account?" to={{ pathname: paths.signIn, search }}>
          Sign in
        </AuthFooterLink>
      }
    >
      <SignUpForm key={invitation?.token ?? ''} invitation={invitation} onSignedIn={goToTarget} />
    </AuthCard>
  );
}
