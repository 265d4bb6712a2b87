import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/csv';
import { escapeIcsText, foldIcsLine, writeCalendar } from '@shared/ics.ts';

describe('CSV (RFC 4180, spreadsheet-safe)', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('E1: neutralises formulas behind leading spaces and line feeds, and full-width signs', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('   @SUM(A1)')).toBe("'   @SUM(A1)");
    expect(csvCell('\n=cmd|calc')).toBe('"\'\n=cmd|calc"');
    expect(csvCell('\u00a0-1')).toBe("'\u00a0-1");
    expect(csvCell('\uff1dSUM(A1)')).toBe("'\uff1dSUM(A1)");
    expect(csvCell('\ndone')).toBe('"\'\ndone"');
    expect(csvCell('  plain text')).toBe('  plain text');
  });

  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    expect(toCsv(['Name', 'Client'], [['Été', 'Zürich AG']])).toBe('\uFEFFName,Client\r\nÉté,Zürich AG\r\n');
  });
});

describe('ICS (RFC 5545)', () => {
  const now = new Date('2026-11-22T09:30:15.123Z');

  it('escapes text values', () => {
    expect(escapeIcsText('a;b,c\\d\nnext')).toBe('a\\;b\\,c\\\\d\\nnext');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes all-day events with UID, DTSTAMP and an exclusive DTEND', () => {
    const ics = writeCalendar([{ uid: 'x@tenderflow.app', date: '2026-12-31', summary: 'Deadline: A, B' }], {
      stamp: now,
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//TenderFlow//Deadlines//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:x@tenderflow.app',
        'DTSTAMP:20261122T093015Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'SUMMARY:Deadline: A\\, B',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
