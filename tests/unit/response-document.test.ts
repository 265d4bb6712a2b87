import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inlineRuns, markdownBlocks, responseFileName, responseOutline } from '@/features/library/response';
import { responseDocument } from '@/features/library/response-docx';

const requirements = [
  { id: 'r1', requirement: 'Describe your quality system', source: 'Section 2 Quality' },
  { id: 'r2', requirement: 'Provide your safety policy', source: '' },
  { id: 'r3', requirement: 'Describe your carbon plan', source: 'Section 2 Quality' },
  { id: 'r4', requirement: 'List three references', source: 'Section 3' },
];
const links = [
  {
    requirement_id: 'r1',
    adapted_body: 'Adapted: **ISO 9001** for the quay.',
    answer: { title: 'Q', body: 'ISO 9001.' },
  },
  {
    requirement_id: 'r2',
    adapted_body: null,
    answer: {
      title: 'S',
      body: '## Policy\n- Signed yearly\n| Year | Audits |\n| --- | --- |\n| 2026 | 4 |',
    },
  },
];

describe('the response outline', () => {
  it('keeps checklist order under a heading per section, adapted text first, and lists what is unanswered', () => {
    expect(responseOutline(requirements, links)).toEqual({
      sections: [
        {
          heading: 'Section 2 Quality',
          items: [
            { requirement: 'Describe your quality system', answers: ['Adapted: **ISO 9001** for the quay.'] },
          ],
        },
        {
          heading: 'Requirements',
          items: [{ requirement: 'Provide your safety policy', answers: [links[1]!.answer.body] }],
        },
      ],
      unanswered: ['Describe your carbon plan', 'List three references'],
    });
  });
  it('reads the Markdown it writes: headings, bullets, tables, bold and links', () => {
    expect(markdownBlocks(links[1]!.answer.body)).toEqual([
      { kind: 'heading', text: 'Policy' },
      { kind: 'bullet', text: 'Signed yearly' },
      {
        kind: 'table',
        rows: [
          ['Year', 'Audits'],
          ['2026', '4'],
        ],
      },
    ]);
    expect(inlineRuns('See **ISO** [site](https://x.test)')).toEqual([
      { text: 'See ' },
      { text: 'ISO', bold: true },
      { text: ' site (https://x.test)' },
    ]);
    expect(responseFileName('RA/1', 'Quay: works')).toBe('Response RA 1 Quay works.docx');
  });
});

describe('the .docx', () => {
  it('has the cover, a table of contents, the answers and the unanswered list', async () => {
    const document = responseDocument(
      { reference: 'RA-1', title: 'Harbour quay', client: 'Port Authority', firm: 'Northwind Builders' },
      responseOutline(requirements, links),
    );
    const files = unzipSync(new Uint8Array(await Packer.toBuffer(document)));
    const xml = strFromU8(files['word/document.xml']!);
    const text = xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Harbour quay',
      'RA-1',
      'Port Authority',
      'Northwind Builders',
      'Contents',
      'Section 2 Quality',
      'Describe your quality system',
      'Adapted: ISO 9001 for the quay.',
      'Signed yearly',
      'Not yet answered',
      'Describe your carbon plan',
      'List three references',
    ])
      expect(text).toContain(expected);
    expect(xml).toContain('TOC \\h \\o &quot;1-2&quot;');
    // The table is written filled in, each entry a link to its heading.
    expect(xml.match(/w:anchor="_Toc\d+"/g)).toHaveLength(5);
    expect(text).not.toContain('ISO 9001. ');
  });
});
