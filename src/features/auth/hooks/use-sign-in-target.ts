import { useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from '@/lib/redirect';
import { useSession } from '@/lib/session';

/**
 * Where the sign-in and sign-up screens lead: the safe `?redirect=` (or router state)
 * target, else the dashboard. `alreadySignedIn` says to go there at once; `search` carries
 * the target over to the other screen's link.
 */
export function useSignInTarget() {
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.search, location.state);
  return {
    target,
    alreadySignedIn: !loading && user !== null,
    search: location.search,
    goToTarget: () => navigate(target, { replace: true }),
  };
}
