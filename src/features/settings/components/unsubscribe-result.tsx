import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { dataErrorMessage } from '@/lib/errors';
import { useUnsubscribe } from '../api/unsubscribe';
import { isInvalidUnsubscribeToken, unsubscribedLabel, unsubscribeMessages } from '../model';

const NOTIFICATION_SETTINGS = paths.app.settingsTab('notifications');

function SettingsLink() {
  return (
    <Link to={NOTIFICATION_SETTINGS} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      Open Settings → Notifications
    </Link>
  );
}

/**
 * The link at the foot of an email: the page asks first (mail scanners open links, and must
 * unsubscribe no one), then the token turns its kind of email off (it works signed out) and
 * the page says which, by its name in Settings. Mail clients unsubscribe in one click through
 * the email's List-Unsubscribe header instead (RFC 8058, the unsubscribe Edge Function).
 */
export function UnsubscribeResult({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();

  if (!token || (unsubscribe.isError && isInvalidUnsubscribeToken(unsubscribe.error))) {
    return (
      <div className="grid gap-4">
        <p role="alert">{unsubscribeMessages.invalid}</p>
        <p className="text-sm text-muted-foreground">
          You can still choose which emails you get in your notification settings.
        </p>
        <SettingsLink />
      </div>
    );
  }
  if (unsubscribe.isError) {
    return (
      <LoadError
        message={dataErrorMessage(unsubscribe.error, unsubscribeMessages.failed)}
        onRetry={() => unsubscribe.mutate(token)}
        retrying={unsubscribe.isPending}
      />
    );
  }
  if (unsubscribe.isIdle || unsubscribe.isPending) {
    return (
      <div className="grid gap-4">
        <p>{unsubscribeMessages.ask}</p>
        <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    );
  }

  const label = unsubscribedLabel(unsubscribe.data);
  return (
    <div className="grid gap-4" role="status">
      <p>
        {label ? (
          <>
            <strong>{label}</strong> are now off.{' '}
          </>
        ) : null}
        {unsubscribeMessages.stopped[unsubscribe.data] ?? 'These emails are now off.'}
      </p>
      <p className="text-sm text-muted-foreground">
        You can turn them back on at any time in Settings → Notifications.
      </p>
      <SettingsLink />
    </div>
  );
}
