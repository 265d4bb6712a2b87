// Web addresses in a comment's plain text, found by linkifyjs (maintained, small, and it knows
// the top-level domains and trailing punctuation), so the text renders as text nodes and links.
import * as linkify from 'linkifyjs';

/** Only these become links: a comment never carries a script or data address, whatever it says. */
const SAFE_HREF = /^(https?:|mailto:)/i;

export type Part = { text: string; href?: string };

/** The text cut into plain runs and the web addresses (and email addresses) found in it. */
export function linkParts(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const link of linkify.find(text, { defaultProtocol: 'https' })) {
    if (!SAFE_HREF.test(link.href)) continue;
    if (link.start > at) parts.push({ text: text.slice(at, link.start) });
    parts.push({ text: link.value, href: link.href });
    at = link.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
