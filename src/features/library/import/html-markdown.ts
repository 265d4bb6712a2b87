// Word's formatting as the library stores answers: Markdown (rendered without raw HTML, so
// nothing here becomes markup). Reads the HTML mammoth makes of a .docx through the DOM and
// writes headings, bold, italics, lists, links and tables; every character of the document's
// text that Markdown would read as a mark is escaped, so the text stays text.

const INLINE_MARKS = /[\\`*_[\]<>|~]/g;
// At a line's start these begin a heading, quote, list or rule.
const LINE_START_MARK = /^(\s*)([#>+=-]|\d+(?=[.)]))/;
const SAFE_LINK = /^(https?:|mailto:)/i;

const escapeText = (text: string) => text.replace(/\s+/g, ' ').replace(INLINE_MARKS, '\\$&');
const escapeLineStart = (line: string) =>
  line.replace(LINE_START_MARK, (_, space: string, mark: string) =>
    /^\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
  );

/** Bold or italic around the text, its spaces kept outside (Markdown ignores '** x**'). */
function wrap(text: string, mark: string): string {
  const inner = text.trim();
  if (!inner) return text;
  const before = text.startsWith(' ') ? ' ' : '';
  const after = text.endsWith(' ') ? ' ' : '';
  return `${before}${mark}${inner}${mark}${after}`;
}

/** A node's text with its inline formatting; blocks inside it (a cell's paragraphs) join with a space. */
export function inline(node: Node): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) text += escapeText(child.textContent ?? '');
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const inner = inline(element);
    switch (element.tagName.toLowerCase()) {
      case 'strong':
      case 'b':
        text += wrap(inner, '**');
        break;
      case 'em':
      case 'i':
        text += wrap(inner, '*');
        break;
      case 'a': {
        const href = element.getAttribute('href') ?? '';
        // Only web and mail links: a footnote's '#anchor' or a 'javascript:' address stays text.
        text +=
          SAFE_LINK.test(href) && inner.trim()
            ? `[${inner.trim()}](<${href.replace(/[<>\s]/g, encodeURI)}>)`
            : inner;
        break;
      }
      case 'br':
        text += ' ';
        break;
      case 'img':
        break;
      case 'p':
      case 'li':
      case 'div':
        text += ` ${inner} `;
        break;
      default:
        text += inner;
    }
  }
  return text;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function list(element: Element, indent: string): string[] {
  const ordered = element.tagName.toLowerCase() === 'ol';
  const lines: string[] = [];
  let number = 1;
  for (const item of Array.from(element.children).filter((child) => child.tagName.toLowerCase() === 'li')) {
    const marker = ordered ? `${number++}. ` : '- ';
    const nested = Array.from(item.children).filter((child) => /^(ul|ol)$/i.test(child.tagName));
    const own = item.cloneNode(true) as Element;
    for (const child of Array.from(own.children)) if (/^(ul|ol)$/i.test(child.tagName)) child.remove();
    lines.push(`${indent}${marker}${escapeLineStart(oneLine(inline(own)))}`);
    for (const sub of nested) lines.push(...list(sub, indent + ' '.repeat(marker.length)));
  }
  return lines;
}

function table(element: Element): string {
  const rows = Array.from(element.querySelectorAll('tr')).map((row) =>
    Array.from(row.children)
      .filter((cell) => /^(td|th)$/i.test(cell.tagName))
      .map((cell) => oneLine(inline(cell))),
  );
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (width === 0) return '';
  const line = (cells: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n');
}

/**
 * Block elements as Markdown blocks: paragraphs, headings (`headingDepth` turns an <hN> into
 * its number of '#'), lists and tables; empty ones dropped.
 */
export function blocksToMarkdown(
  elements: readonly Element[],
  headingDepth: (level: number) => number,
): string {
  const blocks: string[] = [];
  for (const element of elements) {
    const tag = element.tagName.toLowerCase();
    const heading = /^h([1-6])$/.exec(tag);
    let block: string;
    if (heading) {
      const text = oneLine(inline(element));
      block = text ? `${'#'.repeat(headingDepth(Number(heading[1])))} ${text}` : '';
    } else if (tag === 'ul' || tag === 'ol') block = list(element, '').join('\n');
    else if (tag === 'table') block = table(element);
    else block = escapeLineStart(oneLine(inline(element)));
    if (block) blocks.push(block);
  }
  return blocks.join('\n\n');
}

/** A heading's text as a title: plain, no marks (titles are not Markdown). */
export const plainText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
