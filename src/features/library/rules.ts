// The library's rules that screens outside the library page need too (the import screen),
// apart from model.ts so they do not bring the whole model into the chunks they share.
import type { WorkspaceRole } from '@/lib/workspace';

/** Admins and managers approve and archive; users propose and edit drafts. */
export const canApprove = (role: WorkspaceRole) => role === 'admin' || role === 'manager';

/** A category's name, as answer_categories' check allows. */
export const CATEGORY_MAX = 60;
