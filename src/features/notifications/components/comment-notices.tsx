import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/lib/workspace';
import { commentNoticesQuery } from '../api/comment-notices';
import { COMMENT_NOTICES_PAGE_LIMIT } from '../comments';
import { CommentNoticeSection } from './comment-notice-list';

/** The notifications page's mentions and replies of the current workspace, latest first. */
export function CommentNotices() {
  const workspace = useWorkspace();
  const query = useQuery(commentNoticesQuery(workspace.id, COMMENT_NOTICES_PAGE_LIMIT));
  if (!query.data) return null;
  return <CommentNoticeSection notices={query.data.notices} total={query.data.total} />;
}
