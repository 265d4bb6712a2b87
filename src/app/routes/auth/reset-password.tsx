import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AppLoadingScreen } from '@/components/layout/app-loading-screen';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PASSWORD_UPDATED } from '@/features/auth/model';
import { useSession } from '@/lib/session';

export function Component() {
  const { user, loading, recovery, endRecovery } = useSession();
  const navigate = useNavigate();
  const [updated, setUpdated] = useState(false);

  // After the update the recovery ends; keep a neutral screen while the dashboard loads.
  if (loading || updated) return <AppLoadingScreen />;

  if (!user || !recovery) {
    return (
      <AuthCard
        pageName="Reset password"
        title="Reset link invalid"
        description="This password reset link is invalid or has expired."
      >
        <Link to={paths.forgotPassword} className={buttonVariants({ className: 'w-full' })}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  const onPasswordUpdated = () => {
    setUpdated(true);
    endRecovery();
    toast.success(PASSWORD_UPDATED);
    navigate(paths.app.dashboard, { replace: true });
  };

  return (
    <AuthCard
      pageName="Reset password"
      title="Choose a new password"
      description={`For ${user.email ?? 'your account'}.`}
    >
      <ResetPasswordForm onPasswordUpdated={onPasswordUpdated} />
    </AuthCard>
  );
}
