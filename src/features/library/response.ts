// The response document's content, decided here and written to .docx by response-docx.ts:
// the tender's requirements in checklist order under a heading per section (the requirement's
// source; 'Requirements' for those without one), each with its answers' text (the tender's
// adapted copy where there is one), and the unanswered ones listed at the end.

export interface ResponseRequirement {
  id: string;
  requirement: string;
  source: string;
}

export interface ResponseLink {
  requirement_id: string;
  adapted_body: string | null;
  answer: { title: string; body: string } | null;
}

export interface ResponseSection {
  heading: string;
  items: { requirement: string; answers: string[] }[];
}

export interface ResponseOutline {
  sections: ResponseSection[];
  /** The requirements without an answer, in checklist order: 'Not yet answered'. */
  unanswered: string[];
}

export const NOT_YET_ANSWERED = 'Not yet answered';
const NO_SECTION = 'Requirements';

export function responseOutline(
  requirements: readonly ResponseRequirement[],
  links: readonly ResponseLink[],
): ResponseOutline {
  const sections = new Map<string, ResponseSection>();
  const unanswered: string[] = [];
  for (const requirement of requirements) {
    const answers = links
      .filter((link) => link.requirement_id === requirement.id)
      .map((link) => link.adapted_body ?? link.answer?.body ?? '')
      .filter((text) => text.trim() !== '');
    if (answers.length === 0) {
      unanswered.push(requirement.requirement);
      continue;
    }
    const heading = requirement.source.trim() || NO_SECTION;
    const section = sections.get(heading) ?? { heading, items: [] };
    section.items.push({ requirement: requirement.requirement, answers });
    sections.set(heading, section);
  }
  return { sections: [...sections.values()], unanswered };
}

/** A block of an answer's Markdown, as the document writes it. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'paragraph'; text: string };

/** Splits an answer's Markdown into headings, bullets, tables and paragraphs. */
export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let table: string[][] | null = null;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('|')) {
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) continue;
      if (!table) blocks.push({ kind: 'table', rows: (table = []) });
      table.push(cells);
      continue;
    }
    table = null;
    if (!line) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const bullet = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (heading) blocks.push({ kind: 'heading', text: heading[1]! });
    else if (bullet) blocks.push({ kind: 'bullet', text: bullet[1]! });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** '**ISO** [site](https://x)' → [{ text: 'ISO', bold: true }, { text: ' ' }, { text: 'site (https://x)' }]. */
export function inlineRuns(text: string): { text: string; bold?: boolean }[] {
  const plain = text.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, '$1 ($2)');
  return plain
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4
        ? { text: part.slice(2, -2), bold: true }
        : { text: part.replace(/[*_`]/g, '') },
    );
}

/** 'Response RA-1 Harbour cranes.docx', with what a file name cannot hold taken out. */
export const responseFileName = (reference: string, title: string) =>
  `Response ${reference} ${title}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120) + '.docx';
