import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { UnsubscribeResult } from '@/features/settings/components/unsubscribe-result';

/** /unsubscribe?token=…: the one-click link at the foot of every reminder email; no sign-in needed. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard pageName="Unsubscribe" title="Email preferences">
      <UnsubscribeResult token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
