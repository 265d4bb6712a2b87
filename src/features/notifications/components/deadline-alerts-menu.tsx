import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { AppNotificationsEmpty, AppNotificationsMenu } from '@/components/layout/app-notifications-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/dates';
import { ALERT_DAYS, deadlineKey } from '@/lib/deadlines';
import { useProfile } from '@/lib/profile';
import { useWorkspace } from '@/lib/workspace';
import { notificationQueries } from '../api/queries';
import { alertCount, badgeText, BELL_LIMIT, bellLabel, LOAD_FAILED } from '../model';

/** The header bell: the number of deadline alerts as its badge, and the alerts in its panel. */
export function DeadlineAlertsMenu() {
  const workspace = useWorkspace();
  const { profile, loading } = useProfile();
  // Settings › Notifications › Tender deadline reminders off: the bell stays quiet.
  const remindersOn = profile?.preferences.tenderDeadlineReminders !== false;
  const query = useQuery({
    ...notificationQueries.alerts(workspace.id, browserTimeZone(), ALERT_DAYS, BELL_LIMIT),
    enabled: !loading && remindersOn,
  });
  const count = remindersOn ? (query.data?.total ?? 0) : 0;
  const deadlines = query.data?.deadlines ?? [];

  return (
    <AppNotificationsMenu label={bellLabel(count)} badge={badgeText(count)} summary={alertCount(count)}>
      {!remindersOn ? (
        <AppNotificationsEmpty>
          <p>No new notifications</p>
          <p className="text-xs">Tender deadline reminders are off.</p>
        </AppNotificationsEmpty>
      ) : query.isPending ? (
        <AppNotificationsEmpty>
          <p role="status">Loading...</p>
        </AppNotificationsEmpty>
      ) : !query.data ? (
        <AppNotificationsEmpty>
          <p role="alert">{LOAD_FAILED}</p>
          <DropdownMenuItem
            className="justify-center font-medium"
            onSelect={(event) => {
              event.preventDefault();
              void query.refetch();
            }}
          >
            {query.isFetching ? 'Retrying...' : 'Try again'}
          </DropdownMenuItem>
        </AppNotificationsEmpty>
      ) : deadlines.length === 0 ? (
        <AppNotificationsEmpty>
          <p>No new notifications</p>
        </AppNotificationsEmpty>
      ) : (
        <>
          {deadlines.map((deadline) => (
            <DropdownMenuItem key={deadlineKey(deadline)} asChild>
              <Link to={paths.app.tender(deadline.tender_id)}>
                <DeadlineItem deadline={deadline} />
              </Link>
            </DropdownMenuItem>
          ))}
          {count > deadlines.length ? (
            <p className="px-2 py-2 text-center text-xs text-muted-foreground">
              Showing the {deadlines.length} soonest of {count} alerts
            </p>
          ) : null}
        </>
      )}
    </AppNotificationsMenu>
  );
}
