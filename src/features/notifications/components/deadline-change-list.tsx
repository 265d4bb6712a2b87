import { Link } from 'react-router-dom';
import { NewMark } from '@/components/deadline-item';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { formatDeadlineOrNone } from '@/lib/dates';
import { changeHeadline, changeSource, type DeadlineChangeNotice } from '../changes';

/** The bell's 'Deadline changes': each moved deadline, old → new, how and by whom, linking to its tender. */
export function DeadlineChangeList({
  changes,
  total,
}: {
  changes: readonly DeadlineChangeNotice[];
  total: number;
}) {
  if (changes.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel className="px-2 pb-1 pt-2 text-xs font-semibold text-muted-foreground">
        Deadline changes
      </DropdownMenuLabel>
      {changes.map((change) => (
        <DropdownMenuItem key={change.id} asChild>
          <Link to={paths.app.tender(change.tender_id)}>
            <span className="grid min-w-0 grid-cols-1 gap-0.5">
              <span className="wrap-user-text line-clamp-2 font-medium" title={change.title}>
                {change.seen ? null : <NewMark />}
                {change.title}
              </span>
              <span className="text-xs text-muted-foreground">
                {changeHeadline(change)} · <span className="wrap-user-text">{change.reference_number}</span>
              </span>
              <span className="text-xs">
                <span className="whitespace-nowrap">{formatDeadlineOrNone(change.old_date)}</span> →{' '}
                <span className="whitespace-nowrap">{formatDeadlineOrNone(change.new_date)}</span>
                <span className="text-muted-foreground"> · {changeSource(change)}</span>
              </span>
            </span>
          </Link>
        </DropdownMenuItem>
      ))}
      {total > changes.length ? (
        <p className="px-2 py-2 text-center text-xs text-muted-foreground">
          Showing the {changes.length} latest of {total} changes
        </p>
      ) : null}
    </>
  );
}
