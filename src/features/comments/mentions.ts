// '@' + name in a comment: what is being typed after an '@', the members it matches, the text
// with the chosen name put in, and which chosen members the text still mentions.
import type { Member } from '@/lib/workspace';

/** At most this many members are offered at once. */
export const MENTION_LIMIT = 8;

export interface MentionQuery {
  /** Where the '@' is. */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

/**
 * The mention being typed at the caret: an '@' at the start or after a space or line break,
 * followed by up to 40 characters without a line break or another '@'; null otherwise.
 */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const start = text.lastIndexOf('@', caret - 1);
  if (start < 0) return null;
  const before = start === 0 ? ' ' : text[start - 1]!;
  const query = text.slice(start + 1, caret);
  if (!/\s/.test(before) || query.length > 40 || /[\n@]/.test(query) || query.startsWith(' ')) return null;
  return { start, query };
}

/** The members whose name, a word of it, or email starts with the query; whole-name matches first. */
export function matchMembers(members: readonly Member[], query: string): Member[] {
  const needle = query.trim().toLocaleLowerCase();
  const score = (member: Member) => {
    const name = member.name.toLocaleLowerCase();
    if (name.startsWith(needle)) return 0;
    if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 1;
    return member.email.toLocaleLowerCase().startsWith(needle) ? 2 : 3;
  };
  return members
    .map((member) => ({ member, rank: score(member) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.member.name.localeCompare(b.member.name))
    .slice(0, MENTION_LIMIT)
    .map(({ member }) => member);
}

/** The text with '@Name ' in place of the '@query' before the caret, and where the caret goes. */
export function insertMention(text: string, mention: MentionQuery, caret: number, name: string) {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, mention.start) + inserted + text.slice(caret),
    caret: mention.start + inserted.length,
  };
}

/** The chosen members whose '@Name' is still in the text, each once. */
export function mentionedMembers(text: string, chosen: readonly Member[]): Member[] {
  const seen = new Set<string>();
  return chosen.filter((member) => {
    if (seen.has(member.userId) || !text.includes(`@${member.name}`)) return false;
    seen.add(member.userId);
    return true;
  });
}
