import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthCard
      pageName="Forgot password"
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new one."
      footer={
        <AuthFooterLink prompt="Remembered it?" to={paths.signIn}>
          Back to sign in
        </AuthFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
