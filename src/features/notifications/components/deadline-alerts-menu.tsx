import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { AppNotificationsEmpty, AppNotificationsMenu } from '@/components/layout/app-notifications-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { browserTimeZone, localDateString } from '@/lib/dates';
import { deadlineQueries, sumCounts } from '@/lib/deadline-alerts';
import { ALERT_WINDOW, alertEnds, ALERTS_LIMIT, deadlineKey, windowLabel } from '@/lib/deadlines';
import { useProfile } from '@/lib/profile';
import { useWorkspace } from '@/lib/workspace';
import { changeNoticesQuery } from '../api/change-notices';
import { commentNoticesQuery } from '../api/comment-notices';
import { useMarkAlertsSeen } from '../api/mark-alerts-seen';
import { COMMENT_NOTICES_LIMIT } from '../comments';
import { badgeText, bellLabel, bellSummary, LOAD_FAILED } from '../model';
import { CommentNoticeMenuList } from './comment-notice-list';
import { DeadlineChangeList } from './deadline-change-list';

/**
 * The header bell: the user's mentions and replies, the alerts of ALERT_WINDOW (and the
 * overdue) and the deadlines others moved lately in its panel, the number the user has not
 * seen as its badge, and 'Mark all as seen' to clear it. 'Tender deadline reminders' off
 * quiets the deadlines only.
 */
export function DeadlineAlertsMenu() {
  const workspace = useWorkspace();
  const { profile, loading } = useProfile();
  // Settings › Notifications › Tender deadline reminders off: the bell stays quiet.
  const remindersOn = profile?.preferences.tenderDeadlineReminders !== false;
  const enabled = !loading && remindersOn;
  const timeZone = browserTimeZone();
  const query = useQuery({
    ...deadlineQueries.alerts(workspace.id, timeZone, ALERT_WINDOW, ALERTS_LIMIT),
    enabled,
  });
  const counts = useQuery({
    ...deadlineQueries.counts(workspace.id, timeZone, alertEnds(ALERT_WINDOW)),
    enabled,
  });
  const notices = useQuery({ ...changeNoticesQuery(workspace.id), enabled });
  const comments = useQuery({
    ...commentNoticesQuery(workspace.id, COMMENT_NOTICES_LIMIT),
    enabled: !loading,
  });
  const alerts = remindersOn && counts.data ? sumCounts(counts.data) : { total: 0, unseen: 0 };
  const changes = (remindersOn && notices.data?.changes) || [];
  const mentions = comments.data?.notices ?? [];
  const total = alerts.total + (remindersOn ? (notices.data?.total ?? 0) : 0) + (comments.data?.total ?? 0);
  const unseenAlerts = alerts.unseen + (remindersOn ? (notices.data?.unseen ?? 0) : 0);
  const unseenMentions = comments.data?.unseen ?? 0;
  const unseen = unseenAlerts + unseenMentions;
  const deadlines = query.data ?? [];
  const markSeen = useMarkAlertsSeen();

  return (
    <AppNotificationsMenu
      label={bellLabel(unseenAlerts, unseenMentions)}
      badge={badgeText(unseen)}
      summary={
        total > 0 ? bellSummary(total - (comments.data?.total ?? 0), comments.data?.total ?? 0) : undefined
      }
      description={remindersOn ? windowLabel(ALERT_WINDOW, localDateString()) : undefined}
      action={
        total > 0 ? (
          <DropdownMenuItem
            className="justify-self-start px-0 py-0.5 text-xs font-medium text-primary"
            disabled={unseen === 0 || markSeen.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markSeen.mutate(workspace.id);
            }}
          >
            Mark all as seen
          </DropdownMenuItem>
        ) : null
      }
    >
      <CommentNoticeMenuList notices={mentions} />
      {!remindersOn ? (
        mentions.length > 0 ? null : (
          <AppNotificationsEmpty>
            <p>No new notifications</p>
            <p className="text-xs">Tender deadline reminders are off.</p>
          </AppNotificationsEmpty>
        )
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
              void counts.refetch();
              void notices.refetch();
              void comments.refetch();
            }}
          >
            {query.isFetching ? 'Retrying...' : 'Try again'}
          </DropdownMenuItem>
        </AppNotificationsEmpty>
      ) : deadlines.length + changes.length === 0 ? (
        mentions.length > 0 ? null : (
          <AppNotificationsEmpty>
            <p>No new notifications</p>
          </AppNotificationsEmpty>
        )
      ) : (
        <>
          {deadlines.map((deadline) => (
            <DropdownMenuItem key={deadlineKey(deadline)} asChild>
              <Link to={paths.app.tender(deadline.tender_id)}>
                <DeadlineItem deadline={deadline} markNew />
              </Link>
            </DropdownMenuItem>
          ))}
          {alerts.total > deadlines.length ? (
            <p className="px-2 py-2 text-center text-xs text-muted-foreground">
              Showing the {deadlines.length} soonest of {alerts.total} alerts
            </p>
          ) : null}
          <DeadlineChangeList changes={changes} total={notices.data?.total ?? 0} />
        </>
      )}
    </AppNotificationsMenu>
  );
}
