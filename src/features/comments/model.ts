// Comments' rules on the client: the length, the 15-minute edit window and the words. The
// database keeps the same rules (supabase/schemas/12_comments.sql); these only say so sooner.
import { z } from '@/lib/zod';
import type { Database } from '@/types/database';

export type CommentRow = Database['public']['Tables']['comments']['Row'];

/** A comment with its author's name and photo (null once the author's account is gone). */
export interface Comment extends CommentRow {
  author: { name: string; email: string | null; avatar: string | null } | null;
}

/** Where a thread is: a tender's own (taskId null) or one of its tasks'. */
export interface ThreadScope {
  tenderId: string;
  taskId: string | null;
}

export const COMMENT_MAX = 5000;
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const commentBodySchema = z
  .string()
  .refine((body) => body.trim() !== '', 'Write a comment first.')
  .refine(
    (body) => body.length <= COMMENT_MAX,
    `A comment is at most ${COMMENT_MAX.toLocaleString('en-US')} characters.`,
  );

/** Whether the author may still edit it (the database refuses after 15 minutes too). */
export const canEdit = (comment: Pick<CommentRow, 'created_at'>, now: number = Date.now()) =>
  now - new Date(comment.created_at).getTime() < EDIT_WINDOW_MS;

export const authorName = (comment: Comment) =>
  comment.author?.name || comment.author?.email || 'A former member';

export const commentMessages = {
  title: 'Comments',
  empty: 'No comments yet.',
  loadFailed: 'Failed to load comments. Please try again later.',
  postFailed: 'Failed to post the comment',
  editFailed: 'Failed to save the comment',
  deleteFailed: 'Failed to delete the comment',
  deleteTitle: 'Delete comment?',
  deleteWarning: 'The comment is removed for everyone. This cannot be undone.',
  editClosed: 'A comment can be edited only within 15 minutes of posting.',
  edited: 'edited',
} as const;

/** The database's own words for a comment it refused (TFC02: the edit window has passed). */
export function commentErrorMessage(error: unknown, fallback: string): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'TFC02' ? commentMessages.editClosed : fallback;
}

/** 'Dana will not be notified: they cannot see this tender.' (null when everyone was). */
export function notNotifiedMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} will not be notified: they cannot see this tender.`;
}

/** The count beside a thread's link: '3 comments', '1 comment'. */
export const commentCount = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;
