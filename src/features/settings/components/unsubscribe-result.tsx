import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
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
 * One click from an email: the token in the link turns its kind of email off at once (the
 * link is the consent; it works signed out) and says which, by its name in Settings.
 */
export function UnsubscribeResult({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

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
  if (!unsubscribe.isSuccess) return <p role="status">Unsubscribing...</p>;

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
