// @vitest-environment jsdom
// Library entries from files: a spreadsheet's rows through the column mapping (tags split on
// commas and semicolons, the answers table's limits, duplicates and unknown categories noted),
// and a Word document (built here with the docx package) split on its headings into Markdown.
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { splitOnHeadings } from '@/features/library/import/docx';
import { readDocx } from '@/features/library/import/read-docx';
import {
  categoryNotes,
  checkEntries,
  duplicateNotes,
  splitTags,
  tableEntries,
} from '@/features/library/import/entries';
import { LIBRARY_FIELDS, missingFields } from '@/features/library/import/fields';
import { matchHeaders } from '@/lib/import/match-headers';

describe('a spreadsheet of answers', () => {
  const header = ['Question', 'Response', 'Section', 'Keywords', 'Notes'];
  const table = {
    lines: [2, 3, 4, 5],
    cells: [
      ['Quality policy', 'We hold ISO 9001.\r\nAudited yearly.', ' quality ', 'iso; quality, ISO', 'x'],
      ['Carbon plan', 'Net zero by 2040.', 'Carbon', '', ''],
      ['', 'An answer without its question', '', '', ''],
      ['x'.repeat(301), '', '', Array.from({ length: 21 }, (_, i) => `t${i}`).join(','), ''],
    ],
  };

  it('maps columns from their headers, labels and other names alike', () => {
    const mapping = matchHeaders(header, LIBRARY_FIELDS);
    expect(mapping).toEqual(['title', 'body', 'category', 'tags', null]);
    expect(missingFields(mapping)).toEqual([]);
    expect(missingFields(['title', null]).map((field) => field.label)).toEqual(['Answer']);
  });

  it('makes entries of the rows and refuses those that break the answers table’s rules', () => {
    const { entries, problems } = checkEntries(tableEntries(table, matchHeaders(header, LIBRARY_FIELDS)));
    expect(entries).toEqual([
      {
        line: 2,
        title: 'Quality policy',
        body: 'We hold ISO 9001.\nAudited yearly.',
        category: 'quality',
        tags: ['iso', 'quality'],
      },
      { line: 3, title: 'Carbon plan', body: 'Net zero by 2040.', category: 'Carbon', tags: [] },
    ]);
    expect(problems).toEqual([
      { line: 4, reasons: ['the question is empty'] },
      {
        line: 5,
        reasons: ['the question is longer than 300 characters', 'the answer is empty', 'more than 20 tags'],
      },
    ]);
  });

  it('splits tags on commas and semicolons, each once', () => {
    expect(splitTags(' iso;quality , ISO,, ;carbon ')).toEqual(['iso', 'quality', 'carbon']);
  });

  it('flags titles the library has and repeats in the file, and categories it lacks', () => {
    const entries = tableEntries(
      {
        lines: [2, 3, 4],
        cells: [
          ['Quality policy', 'a', 'Quality'],
          ['Site safety', 'b', 'Civils'],
          ['site safety ', 'c', 'civils'],
        ],
      },
      ['title', 'body', 'category'],
    );
    expect(duplicateNotes(entries, ['QUALITY POLICY'])).toEqual([
      { line: 2, text: "the library has 'Quality policy' already" },
      { line: 4, text: "'site safety' repeats line 3" },
    ]);
    expect(categoryNotes(entries, ['Quality'], false).map((note) => note.line)).toEqual([3, 4]);
    expect(categoryNotes(entries, ['Quality'], true)[0]?.text).toBe(
      "'Civils' is a new category: it is added to the library's categories",
    );
  });
});

async function wordFile(): Promise<ArrayBuffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph('Our answers, 2025 edition'),
          new Paragraph({ text: 'Quality policy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('We hold '),
              new TextRun({ text: 'ISO 9001', bold: true }),
              new TextRun(' since 2010.'),
            ],
          }),
          new Paragraph({ text: 'Audits', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Internal, quarterly', bullet: { level: 0 } }),
          new Paragraph({ text: 'External, yearly', bullet: { level: 0 } }),
          new Paragraph({
            children: [
              new TextRun('See '),
              new ExternalHyperlink({
                link: 'https://example.com/iso',
                children: [new TextRun('the certificate')],
              }),
              new TextRun(' *or* <b>ask</b>'),
            ],
          }),
          new Paragraph({ text: 'Health and safety', heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Year')] }),
                  new TableCell({ children: [new Paragraph('RIDDOR')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('2025')] }),
                  new TableCell({ children: [new Paragraph('0 | none')] }),
                ],
              }),
            ],
          }),
          new Paragraph('# not a heading'),
        ],
      },
    ],
  });
  const bytes = await Packer.toBuffer(document);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('a Word document', () => {
  it('splits on Heading 1: each heading a question, the text under it the answer in Markdown, escaped', async () => {
    const split = splitOnHeadings(await readDocx(await wordFile()));
    expect(split.levels).toEqual([1, 2]);
    expect(split.level).toBe(1);
    expect(split.textLeftOut).toBe(true);
    expect(split.entries.map((entry) => [entry.line, entry.title])).toEqual([
      [1, 'Quality policy'],
      [2, 'Health and safety'],
    ]);
    expect(split.entries[0]!.body).toBe(
      [
        'We hold **ISO 9001** since 2010.',
        '## Audits',
        '- Internal, quarterly\n- External, yearly',
        'See [the certificate](<https://example.com/iso>) \\*or\\* \\<b\\>ask\\</b\\>',
      ].join('\n\n'),
    );
    expect(split.entries[1]!.body).toBe(
      ['| Year | RIDDOR |\n| --- | --- |\n| 2025 | 0 \\| none |', '\\# not a heading'].join('\n\n'),
    );
  });

  it('splits on a chosen lower level', async () => {
    const split = splitOnHeadings(await readDocx(await wordFile()), 2);
    expect(split.entries).toEqual([
      expect.objectContaining({
        line: 1,
        title: 'Audits',
        body: expect.stringMatching(/^- Internal, quarterly/),
      }),
    ]);
  });
});
