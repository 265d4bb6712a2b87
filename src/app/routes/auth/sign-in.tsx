import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { redirectTarget } from '@/lib/redirect';
import { useSession } from '@/lib/session';

export function Component() {
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.search, location.state);

  if (!loading && user) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to manage your tenders."
      closable
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link
            to={{ pathname: paths.signUp, search: location.search }}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
