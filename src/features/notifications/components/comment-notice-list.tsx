import { Link } from 'react-router-dom';
import { NewMark } from '@/components/deadline-item';
import { Card } from '@/components/ui/card';
import { DropdownMenuItem, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { formatDateTime } from '@/lib/dates';
import { MENTIONS_HEADING, noticeHeadline, noticeLink, noticePlace, type CommentNotice } from '../comments';

/** Who, where, when and the start of the comment. */
function NoticeText({ notice }: { notice: CommentNotice }) {
  return (
    <span className="grid min-w-0 grid-cols-1 gap-0.5">
      <span className="font-medium">
        {notice.seen ? null : <NewMark />}
        {noticeHeadline(notice)}
      </span>
      <span className="wrap-user-text text-xs text-muted-foreground">
        {noticePlace(notice)} · {formatDateTime(notice.created_at)}
      </span>
      <span className="wrap-user-text line-clamp-2 text-xs">{notice.excerpt}</span>
    </span>
  );
}

/** The bell's 'Mentions and replies', each linking to its thread. */
export function CommentNoticeMenuList({ notices }: { notices: readonly CommentNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel className="px-2 pb-1 pt-2 text-xs font-semibold text-muted-foreground">
        {MENTIONS_HEADING}
      </DropdownMenuLabel>
      {notices.map((notice) => (
        <DropdownMenuItem key={notice.id} asChild>
          <Link to={noticeLink(notice)}>
            <NoticeText notice={notice} />
          </Link>
        </DropdownMenuItem>
      ))}
    </>
  );
}

/** The notifications page's 'Mentions and replies' (nothing when there are none). */
export function CommentNoticeSection({
  notices,
  total,
}: {
  notices: readonly CommentNotice[];
  total: number;
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="mentions-and-replies" className="grid grid-cols-1 gap-2">
      <h2 id="mentions-and-replies" className="flex flex-wrap items-center gap-x-2 text-lg font-semibold">
        {MENTIONS_HEADING}
        <span className="rounded-full bg-muted px-2 text-sm font-medium text-muted-foreground">{total}</span>
      </h2>
      <Card>
        <ul className="divide-y">
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link
                to={noticeLink(notice)}
                className="flex px-4 py-3 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              >
                <NoticeText notice={notice} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
