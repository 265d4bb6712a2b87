// The bell's and the page's mentions and replies: their shape and words. Which, how many and
// what is seen are SQL's (comment_notices).
import { paths } from '@/config/paths';

/** The bell lists at most this many mentions and replies (the latest); the page more. */
export const COMMENT_NOTICES_LIMIT = 20;
export const COMMENT_NOTICES_PAGE_LIMIT = 100;

export interface CommentNotice {
  id: string;
  reason: 'mention' | 'reply';
  created_at: string;
  seen: boolean;
  comment_id: string;
  tender_id: string;
  tender_title: string;
  task_id: string | null;
  task_name: string | null;
  excerpt: string;
  author_name: string | null;
}

export interface CommentNotices {
  total: number;
  unseen: number;
  notices: CommentNotice[];
}

export const MENTIONS_HEADING = 'Mentions and replies';

/** 'Ann mentioned you' / 'Ann replied'. */
export const noticeHeadline = (notice: Pick<CommentNotice, 'reason' | 'author_name'>) =>
  `${notice.author_name ?? 'A former member'} ${notice.reason === 'mention' ? 'mentioned you' : 'replied'}`;

/** 'Quay works' or 'Pricing · Quay works': where the comment is. */
export const noticePlace = (notice: Pick<CommentNotice, 'task_name' | 'tender_title'>) =>
  notice.task_name ? `${notice.task_name} · ${notice.tender_title}` : notice.tender_title;

export const noticeLink = (notice: Pick<CommentNotice, 'tender_id' | 'task_id'>) =>
  paths.app.thread(notice.tender_id, notice.task_id);
