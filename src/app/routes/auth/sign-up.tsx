import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
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
      title="Create your account"
      description="Start tracking your tenders in minutes."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={{ pathname: paths.signIn, search: location.search }}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
