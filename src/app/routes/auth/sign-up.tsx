import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSignInTarget } from '@/features/auth/hooks/use-sign-in-target';

export function Component() {
  const { target, alreadySignedIn, search, goToTarget } = useSignInTarget();

  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      pageName="Sign up"
      title="Create your account"
      description="Start tracking your tenders in minutes."
      footer={
        <AuthFooterLink prompt="Already have an account?" to={{ pathname: paths.signIn, search }}>
          Sign in
        </AuthFooterLink>
      }
    >
      <SignUpForm onSignedIn={goToTarget} />
    </AuthCard>
  );
}
