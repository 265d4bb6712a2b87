// The response document as .docx, written with `docx` in the browser. Loaded only when
// 'Download response' is pressed (docx is ~100 KB gzip), never with a screen.
import {
  Document,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { inlineRuns, markdownBlocks, NOT_YET_ANSWERED, type Block, type ResponseOutline } from './response';

export interface ResponseCover {
  reference: string;
  title: string;
  client: string;
  firm: string;
}

const runs = (text: string) => inlineRuns(text).map((run) => new TextRun({ text: run.text, bold: run.bold }));

function blockElement(block: Block): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_3, children: runs(block.text) });
    case 'bullet':
      return new Paragraph({ bullet: { level: 0 }, children: runs(block.text) });
    case 'table':
      return new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: block.rows.map(
          (cells) =>
            new TableRow({
              children: cells.map(
                (cell) => new TableCell({ children: [new Paragraph({ children: runs(cell) })] }),
              ),
            }),
        ),
      });
    case 'paragraph':
      return new Paragraph({ children: runs(block.text) });
  }
}

function cover({ reference, title, client, firm }: ResponseCover): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
    new Paragraph({ children: [new TextRun({ text: 'Reference: ', bold: true }), new TextRun(reference)] }),
    new Paragraph({ children: [new TextRun({ text: 'Client: ', bold: true }), new TextRun(client)] }),
    new Paragraph({ children: [new TextRun({ text: 'Submitted by: ', bold: true }), new TextRun(firm)] }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/** The whole document: cover, contents, a heading per section and per requirement, then 'Not yet answered'. */
export function responseDocument(coverPage: ResponseCover, outline: ResponseOutline): Document {
  const body: (Paragraph | Table | TableOfContents)[] = [
    ...cover(coverPage),
    // Not a heading, so the table of contents leaves itself out.
    new Paragraph({ children: [new TextRun({ text: 'Contents', bold: true, size: 32 })] }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  for (const section of outline.sections) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
    for (const item of section.items) {
      body.push(
        new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(item.requirement)] }),
      );
      for (const answer of item.answers) body.push(...markdownBlocks(answer).map(blockElement));
    }
  }
  if (outline.unanswered.length > 0) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(NOT_YET_ANSWERED)] }));
    for (const requirement of outline.unanswered)
      body.push(new Paragraph({ bullet: { level: 0 }, text: requirement }));
  }
  return new Document({
    creator: coverPage.firm,
    title: `${coverPage.reference} ${coverPage.title}`,
    features: { updateFields: true },
    sections: [{ children: body }],
  });
}

export const responseBlob = (coverPage: ResponseCover, outline: ResponseOutline): Promise<Blob> =>
  Packer.toBlob(responseDocument(coverPage, outline));
