import { SESSION_EXPIRED, useSession } from '@/lib/session';
import { FormAlert } from './form-alert';

/** On the sign-in screen after the session could not be refreshed (never after the user's own sign-out). */
export function SessionExpiredNotice() {
  const { expired } = useSession();
  return expired ? <FormAlert>{SESSION_EXPIRED}</FormAlert> : null;
}
