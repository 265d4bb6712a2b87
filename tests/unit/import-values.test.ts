import { describe, expect, it } from 'vitest';
import { columnSpec } from '@/features/tenders/columns';
import {
  cellText,
  dateOrderHint,
  optionParser,
  parseCurrency,
  parseDate,
  parseNumber,
  parseProbabilityCell,
  parseYesNo,
  type Parsed,
} from '@/features/tenders/import/values';

const parseStatus = optionParser(columnSpec('status'));
const parseChannel = optionParser(columnSpec('channel'));
const parseType = optionParser(columnSpec('type'));

const value = <T>(parsed: Parsed<T>) => {
  if (!parsed.ok) throw new Error(`expected a value, got: ${parsed.reason}`);
  return parsed.value;
};
const reason = <T>(parsed: Parsed<T>) => {
  if (parsed.ok) throw new Error(`expected a reason, got: ${String(parsed.value)}`);
  return parsed.reason;
};

describe('dates', () => {
  it('reads ISO dates and drops a time after them; empty is null', () => {
    expect(value(parseDate('2026-03-04', null))).toBe('2026-03-04');
    expect(value(parseDate('2026-03-04T10:30:00Z', null))).toBe('2026-03-04');
    expect(value(parseDate('2026-03-04 10:30', 'mdy'))).toBe('2026-03-04');
    expect(value(parseDate('2026/3/4', null))).toBe('2026-03-04');
    expect(value(parseDate('', null))).toBeNull();
    expect(value(parseDate('  ', 'dmy'))).toBeNull();
  });

  it('reads day/month and month/day in the order given, with /, . or - and 2-digit years', () => {
    expect(value(parseDate('03/04/2026', 'dmy'))).toBe('2026-04-03');
    expect(value(parseDate('03/04/2026', 'mdy'))).toBe('2026-03-04');
    expect(value(parseDate('3.4.2026', 'dmy'))).toBe('2026-04-03');
    expect(value(parseDate('3-4-26', 'mdy'))).toBe('2026-03-04');
    expect(value(parseDate('31/12/99', 'dmy'))).toBe('2099-12-31');
    expect(value(parseDate('04/03/2026 00:00', 'dmy'))).toBe('2026-03-04');
  });

  it('reads a date that can only be read one way without an order', () => {
    expect(value(parseDate('25/03/2026', null))).toBe('2026-03-25');
    expect(value(parseDate('03/25/2026', null))).toBe('2026-03-25');
    expect(value(parseDate('05/05/2026', null))).toBe('2026-05-05');
  });

  it('asks for the order when a date reads both ways', () => {
    expect(reason(parseDate('03/04/2026', null))).toBe(
      "a date that cannot be read: '03/04/2026' (choose day/month or month/day)",
    );
  });

  it('reads month names', () => {
    expect(value(parseDate('3 Apr 2026', null))).toBe('2026-04-03');
    expect(value(parseDate('3-Apr-26', null))).toBe('2026-04-03');
    expect(value(parseDate('April 3, 2026', null))).toBe('2026-04-03');
    expect(value(parseDate('15 Sept 2026', null))).toBe('2026-09-15');
    expect(reason(parseDate('3 Foo 2026', null))).toBe("a date that cannot be read: '3 Foo 2026'");
  });

  it('refuses dates that do not exist, that are not dates, or are out of range', () => {
    expect(reason(parseDate('31/02/2026', 'dmy'))).toBe("a date that cannot be read: '31/02/2026'");
    expect(reason(parseDate('31/01/2026', 'mdy'))).toBe("a date that cannot be read: '31/01/2026'");
    expect(reason(parseDate('2026-02-29', null))).toBe("a date that cannot be read: '2026-02-29'");
    expect(value(parseDate('2028-02-29', null))).toBe('2028-02-29');
    expect(reason(parseDate('next week', null))).toBe("a date that cannot be read: 'next week'");
    expect(reason(parseDate('45123', null))).toBe("a date that cannot be read: '45123'");
    expect(reason(parseDate('1999-12-31', null))).toBe("a date outside 2000–2999: '1999-12-31'");
    expect(reason(parseDate('01/01/3000', 'dmy'))).toBe("a date outside 2000–2999: '01/01/3000'");
    expect(value(parseDate('2000-01-01', null))).toBe('2000-01-01');
    expect(value(parseDate('2999-12-31', null))).toBe('2999-12-31');
  });

  it('hints the order from the cells that tell, with examples of those that do not', () => {
    expect(dateOrderHint(['03/04/2026', '25/03/2026', ''])).toEqual({
      order: 'dmy',
      ambiguous: ['03/04/2026'],
    });
    expect(dateOrderHint(['03/25/2026', '2026-01-02'])).toEqual({ order: 'mdy', ambiguous: [] });
    expect(dateOrderHint(['2026-01-02', '05/05/2026'])).toEqual({ order: null, ambiguous: [] });
    expect(dateOrderHint(['01/02/2026', '01/02/2026', '02/03/2026', '03/04/2026', '04/05/2026'])).toEqual({
      order: null,
      ambiguous: ['01/02/2026', '02/03/2026', '03/04/2026'],
    });
    // Cells that point both ways tell nothing.
    expect(dateOrderHint(['25/03/2026', '03/25/2026']).order).toBeNull();
  });
});

describe('amounts', () => {
  it.each([
    ['250000', 250000],
    ['1,250,000.50', 1250000.5],
    ['1.250.000,50', 1250000.5],
    ['1 250 000,50', 1250000.5],
    ['1\u00a0250\u00a0000,50', 1250000.5],
    ['1\u202f250,5', 1250.5],
    ["1'250'000.50", 1250000.5],
    ['€ 1,200', 1200],
    ['$1,200.00', 1200],
    ['US$ 1,200', 1200],
    ['1.200 €', 1200],
    ['EUR 1200', 1200],
    ['1200 usd', 1200],
    ['12,5', 12.5],
    ['1,250', 1250],
    ['1.250', 1250],
    ['0,250', 0.25],
    ['12,50,000', 1250000],
    ['.5', 0.5],
    ['0', 0],
    ['1250.505', 1250.51],
    ['1234.005', 1234.01],
    ['1.005', 1005],
    ['1234.567', 1234.57],
    ['1.25E+06', 1250000],
    ['9999999999999.99', 9999999999999.99],
  ])('reads %s', (text, amount) => {
    expect(value(parseNumber(text))).toBe(amount);
  });

  it.each([
    ['£1.2m', 1_200_000],
    ['1.2M', 1_200_000],
    ['€ 2,5 Mio', 2_500_000],
    ['12k', 12_000],
    ['£250K', 250_000],
    ['$1.5 million', 1_500_000],
    ['GBP 3bn', 3_000_000_000],
    ['£212,400', 212_400],
  ])('reads %s with its magnitude', (text, amount) => {
    expect(value(parseNumber(text))).toBe(amount);
  });

  it('is null when empty', () => {
    expect(value(parseNumber(''))).toBeNull();
    expect(value(parseNumber('   '))).toBeNull();
  });

  it('refuses text, negative amounts and amounts too large', () => {
    expect(reason(parseNumber('abc'))).toBe("a value that is not a number: 'abc'");
    expect(reason(parseNumber('TBC'))).toBe("a value that is not a number: 'TBC'");
    expect(reason(parseNumber('1.2.3m'))).toBe("a value that is not a number: '1.2.3m'");
    expect(reason(parseNumber('m'))).toBe("a value that is not a number: 'm'");
    expect(reason(parseNumber('EUR'))).toBe("a value that is not a number: 'EUR'");
    expect(reason(parseNumber('1,25,0'))).toBe("a value that is not a number: '1,25,0'");
    expect(reason(parseNumber('1.2.3,4,5'))).toBe("a value that is not a number: '1.2.3,4,5'");
    expect(reason(parseNumber('-'))).toBe("a value that is not a number: '-'");
    expect(reason(parseNumber('-5'))).toBe("a negative amount: '-5'");
    expect(reason(parseNumber('(1,200)'))).toBe("a negative amount: '(1,200)'");
    expect(reason(parseNumber('€ -1.200'))).toBe("a negative amount: '€ -1.200'");
    expect(reason(parseNumber('10000000000000'))).toBe("an amount too large: '10000000000000'");
    expect(reason(parseNumber('9999999999999.995'))).toBe("an amount too large: '9999999999999.995'");
    expect(reason(parseNumber('123456789012345678901'))).toBe("an amount too large: '123456789012345678901'");
  });
});

describe('statuses, channels and types', () => {
  it('reads status labels and values in any case', () => {
    for (const text of ['Under Review', 'under-review', 'under review', 'UNDER_REVIEW']) {
      expect(value(parseStatus(text)), text).toBe('under-review');
    }
    expect(value(parseStatus('Cancelled by the buyer'))).toBe('cancelled');
    expect(value(parseStatus('In Development'))).toBe('in-development');
    expect(value(parseStatus(''))).toBeNull();
  });

  it.each([
    ['under-review', ['Review', 'In review', 'New', 'Open']],
    ['in-development', ['In progress', 'Drafting', 'Preparing', 'Bidding']],
    ['submitted', ['Sent', 'Bid submitted', 'Submitted']],
    ['won', ['Awarded', 'Win', 'Successful', 'Won']],
    ['lost', ['Unsuccessful', 'Not awarded', 'Loss', 'Lost']],
    ['declined', ['No bid', 'No-bid', 'Not bidding', 'Passed', 'Declined']],
    ['cancelled', ['Canceled', 'Withdrawn', 'Cancelled']],
  ])('reads the synonyms of %s', (status, texts) => {
    for (const text of texts) expect(value(parseStatus(text)), text).toBe(status);
  });

  it("reads a UK register's words: statuses, channels and types", () => {
    expect(value(parseStatus('Live'))).toBe('under-review');
    expect(value(parseStatus('Awaiting result'))).toBe('submitted');
    expect(value(parseChannel('Contracts Finder'))).toBe('government-portal');
    expect(value(parseChannel('Find a Tender'))).toBe('government-portal');
    expect(value(parseChannel('Constructionline'))).toBe('vendor-portal');
    expect(value(parseType('Open'))).toBe('public-tender');
    expect(value(parseType('Mini-comp'))).toBe('framework-agreement');
  });

  it('refuses an unknown status with its text', () => {
    expect(reason(parseStatus('Pending'))).toBe("unknown status 'Pending'");
    expect(reason(parseStatus(' Pending '))).toBe("unknown status 'Pending'");
  });

  it('reads channels', () => {
    expect(value(parseChannel('Government Portal'))).toBe('government-portal');
    expect(value(parseChannel('vendor-portal'))).toBe('vendor-portal');
    for (const text of ['Government', 'Gov portal', 'Public portal', 'e-procurement']) {
      expect(value(parseChannel(text)), text).toBe('government-portal');
    }
    for (const text of ['Vendor', 'Supplier portal', 'Private portal']) {
      expect(value(parseChannel(text)), text).toBe('vendor-portal');
    }
    for (const text of ['Email', 'Direct', 'Other']) expect(value(parseChannel(text)), text).toBe('other');
    expect(value(parseChannel(''))).toBeNull();
    expect(reason(parseChannel('Fax'))).toBe("unknown channel 'Fax'");
  });

  it('reads types', () => {
    expect(value(parseType('Framework Agreement'))).toBe('framework-agreement');
    expect(value(parseType('two-stage-tender'))).toBe('two-stage-tender');
    const synonyms = {
      'public-tender': ['Open tender', 'Public', 'RFT', 'ITT'],
      'limited-tender': ['Restricted', 'Limited', 'Selective'],
      'direct-purchase': ['Direct', 'Single source', 'RFQ'],
      'framework-agreement': ['Framework', 'Panel', 'Standing offer'],
      'two-stage-tender': ['Two stage', 'Two-stage'],
      other: ['Other'],
    };
    for (const [type, texts] of Object.entries(synonyms)) {
      for (const text of texts) expect(value(parseType(text)), text).toBe(type);
    }
    expect(value(parseType(''))).toBeNull();
    expect(reason(parseType('Auction'))).toBe("unknown type 'Auction'");
  });
});

describe('yes/no, probability and currency', () => {
  it('reads yes and no', () => {
    for (const text of ['Yes', 'y', 'TRUE', '1', 'x', 'X']) expect(value(parseYesNo(text)), text).toBe(true);
    for (const text of ['No', 'n', 'false', '0']) expect(value(parseYesNo(text)), text).toBe(false);
    expect(value(parseYesNo(''))).toBeNull();
    expect(reason(parseYesNo('maybe'))).toBe("not yes or no: 'maybe'");
  });

  it('reads whole percentages from 0 to 100', () => {
    expect(value(parseProbabilityCell('60'))).toBe(60);
    expect(value(parseProbabilityCell('60%'))).toBe(60);
    expect(value(parseProbabilityCell('100 %'))).toBe(100);
    expect(value(parseProbabilityCell('0'))).toBe(0);
    expect(value(parseProbabilityCell(''))).toBeNull();
    for (const text of ['101', '0.6', '-5', 'high']) {
      expect(reason(parseProbabilityCell(text)), text).toBe(`a probability that is not 0–100: '${text}'`);
    }
  });

  it('reads currency codes and the common signs', () => {
    expect(value(parseCurrency('eur'))).toBe('EUR');
    expect(value(parseCurrency(' GBP '))).toBe('GBP');
    expect(value(parseCurrency('€'))).toBe('EUR');
    expect(value(parseCurrency('$'))).toBe('USD');
    expect(value(parseCurrency('£'))).toBe('GBP');
    expect(value(parseCurrency(''))).toBeNull();
    expect(reason(parseCurrency('Euro'))).toBe("unknown currency 'Euro'");
    expect(reason(parseCurrency('YES'))).toBe("unknown currency 'YES'");
  });
});

describe('cell text', () => {
  it("trims, and undoes our export's formula guard", () => {
    expect(cellText('  Roads  ')).toBe('Roads');
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'+1 555 0100")).toBe('+1 555 0100');
    expect(cellText("'-5")).toBe('-5');
    expect(cellText("'@home")).toBe('@home');
    expect(cellText("'\tindented")).toBe('indented');
  });

  it('leaves any other text as it is, formulas included', () => {
    expect(cellText("O'Brien")).toBe("O'Brien");
    expect(cellText("'quoted'")).toBe("'quoted'");
    expect(cellText('=SUM(A1)')).toBe('=SUM(A1)');
    expect(cellText('')).toBe('');
  });
});
