// What an invitation says, in the same words on the invitation page and in its email: who
// invites, to which workspace, as what, and the link. Shared with the app (imported as
// '@shared/invitation.ts'): no runtime-specific APIs, relative imports with .ts only.
import { paths, siteUrl } from './site.ts';

export type WorkspaceRole = 'admin' | 'manager' | 'user';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  user: 'User',
};

/** Each role with its article, as a sentence says it ('a User': the article follows the sound). */
const ROLE_WITH_ARTICLE: Record<WorkspaceRole, string> = {
  admin: `an ${ROLE_LABELS.admin}`,
  manager: `a ${ROLE_LABELS.manager}`,
  user: `a ${ROLE_LABELS.user}`,
};

/** 'Rob Carter invites you to join Ridgeline Civils as a Manager' (no name: 'A colleague'). */
export const invitationSentence = (inviterName: string, workspaceName: string, role: WorkspaceRole): string =>
  `${inviterName.trim() || 'A colleague'} invites you to join ${workspaceName.trim()} as ${ROLE_WITH_ARTICLE[role]}`;

/**
 * The invitation link; it names the invited address, which the sign-up form fills in (the
 * database still checks it).
 */
export const invitationUrl = (site: string, token: string, email: string): string =>
  siteUrl(site, `${paths.invite(encodeURIComponent(token))}?email=${encodeURIComponent(email)}`);
