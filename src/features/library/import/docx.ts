// A Word document split on its headings into library entries: each heading of the chosen
// level is an entry's question, what follows it (to the next such heading) its answer, in
// Markdown. The HTML (read-docx.ts) is only walked here (html-markdown.ts), never shown.
import { blocksToMarkdown, plainText } from './html-markdown';
import type { ImportEntry } from './entries';

export interface DocxSplit {
  /** The heading levels the document uses (1 for Heading 1 …), in order. */
  levels: number[];
  /** The level split on. */
  level: number | null;
  entries: ImportEntry[];
  /** Whether text outside the entries (before the first such heading, or under a heading above its level) is left out. */
  textLeftOut: boolean;
}

const headingLevel = (element: Element) => {
  const match = /^h([1-6])$/i.exec(element.tagName);
  return match ? Number(match[1]) : null;
};

/**
 * The entries of the document's HTML, split on headings of `level` (by default the top level
 * it uses: Heading 1 where there is one). Deeper headings stay in the answer, one '#' more than
 * their depth below the split ('##' for the next level); a heading above the split level ends
 * an entry and is not imported. Entries are numbered in order (their `line`).
 */
export function splitOnHeadings(html: string, level?: number): DocxSplit {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = Array.from(body.children);
  const levels = [...new Set(elements.map(headingLevel).filter((n): n is number => n !== null))].sort();
  const split = level !== undefined && levels.includes(level) ? level : (levels[0] ?? null);
  const entries: ImportEntry[] = [];
  let textLeftOut = false;
  let current: { title: string; elements: Element[] } | null = null;
  const finish = () => {
    if (!current) return;
    entries.push({
      line: entries.length + 1,
      title: current.title,
      body: blocksToMarkdown(current.elements, (n) => Math.min(6, n - split! + 1)),
      category: '',
      tags: [],
    });
    current = null;
  };
  for (const element of elements) {
    const n = headingLevel(element);
    if (split !== null && n !== null && n <= split) {
      finish();
      if (n === split) current = { title: plainText(element), elements: [] };
    } else if (current) {
      (current as { elements: Element[] }).elements.push(element);
    } else if (plainText(element)) {
      textLeftOut = true;
    }
  }
  finish();
  return { levels, level: split, entries, textLeftOut };
}
