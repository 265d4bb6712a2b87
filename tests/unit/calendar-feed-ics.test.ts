// The calendar feed's text, read back with a maintained iCalendar parser (ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  etagOf,
  notModified,
  type FeedEvents,
} from '../../supabase/functions/_shared/calendar';

const SITE = 'https://app.example.com';
const TENDER = '6f1c0d4e-1111-4222-8333-444455556666';

const feed = (date = '2026-11-30'): FeedEvents => ({
  last_modified: '2026-11-20T10:15:30.123456+00:00',
  events: [
    {
      uid: `tender-${TENDER}-submission@tenderflow`,
      kind: 'submission',
      date,
      title: 'Submission deadline: Harbour bridge; phase 1, north',
      description: 'HB-7 · Acme Port Authority',
      tender_id: TENDER,
      tender_title: 'Harbour bridge; phase 1, north',
      workspace_name: 'Acme Bids',
    },
    {
      uid: 'task-9d9d9d9d-1111-4222-8333-444455556666@tenderflow',
      kind: 'task',
      date: '2026-12-31',
      title: 'Price the steel\nnext line',
      description: null,
      tender_id: TENDER,
      tender_title: 'Harbour bridge',
      workspace_name: 'Acme Bids',
    },
  ],
});

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const events = (text: string) =>
  parse(text)
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));

describe('the calendar feed text', () => {
  it('is a valid calendar of all-day events with their UIDs, titles, dates and links', () => {
    const text = buildCalendar(feed(), SITE);
    const calendar = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const [submission, task] = events(text);
    expect(submission!.uid).toBe(`tender-${TENDER}-submission@tenderflow`);
    expect(submission!.summary).toBe('Submission deadline: Harbour bridge; phase 1, north');
    expect(submission!.startDate.isDate).toBe(true);
    expect(submission!.startDate.toString()).toBe('2026-11-30');
    expect(submission!.endDate.toString()).toBe('2026-12-01');
    expect(submission!.description).toContain('HB-7 · Acme Port Authority');
    expect(submission!.description).toContain('Workspace: Acme Bids');
    expect(submission!.component.getFirstPropertyValue('url')).toBe(`${SITE}/app/tenders/${TENDER}`);
    expect(task!.summary).toBe('Price the steel next line · Harbour bridge');
    // A year end: the event ends on the next year's first day.
    expect([task!.startDate.toString(), task!.endDate.toString()]).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('reminds of a submission deadline as the user chose, 09:00 the day before by default, and of nothing else', () => {
    const alarms = (alarm?: unknown) =>
      parse(buildCalendar({ ...feed(), alarm }, SITE))
        .getAllSubcomponents('vevent')
        .map((event) =>
          event.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
        );
    expect(alarms()).toEqual([['-PT15H'], []]);
    expect(alarms('same-day')).toEqual([['PT9H'], []]);
    expect(alarms('two-days-before')).toEqual([['-P1DT15H'], []]);
    expect(alarms('week-before')).toEqual([['-P6DT15H'], []]);
    expect(alarms('none')).toEqual([[], []]);
    expect(alarms('every hour')).toEqual([['-PT15H'], []]);
    const [alarm] = parse(buildCalendar(feed(), SITE))
      .getFirstSubcomponent('vevent')!
      .getAllSubcomponents('valarm');
    expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm!.getFirstPropertyValue('description')).toBe(
      'Submission deadline: Harbour bridge; phase 1, north',
    );
  });

  it('ends every line with CRLF and folds none over 75 octets, keeping each character whole', () => {
    const long = 'Réfection du quai — phase 2; lot 3, 😀 '.repeat(6);
    const base = feed();
    const text = buildCalendar(
      { ...base, events: [{ ...base.events[0]!, title: long, description: long }] },
      SITE,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => line.includes('\n') || line.includes('\r'))).toEqual([]);
    expect(lines.filter((line) => new TextEncoder().encode(line).length > 75)).toEqual([]);
    const [event] = events(text);
    expect(event!.summary).toBe(long.trim());
    expect(event!.description).toContain(long.trim());
  });

  it('asks calendar apps to refresh every hour', () => {
    const calendar = parse(buildCalendar(feed(), SITE));
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar.getFirstProperty('refresh-interval')?.type).toBe('duration');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    expect(buildCalendar(feed(), SITE)).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
  });

  it('gives the same bytes and ETag for the same data, and keeps the UID when a date moves', async () => {
    const first = buildCalendar(feed(), SITE);
    expect(buildCalendar(feed(), SITE)).toBe(first);
    expect(await etagOf(buildCalendar(feed(), SITE))).toBe(await etagOf(first));
    const moved = buildCalendar(feed('2026-12-04'), SITE);
    expect(await etagOf(moved)).not.toBe(await etagOf(first));
    expect(events(moved).map((e) => e.uid)).toEqual(events(first).map((e) => e.uid));
    expect(events(moved)[0]!.startDate.toString()).toBe('2026-12-04');
  });

  it('is an empty but valid calendar without events', () => {
    const text = buildCalendar({ last_modified: null, events: [] }, SITE);
    expect(parse(text).getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('conditional requests', () => {
  const etag = '"abc"';
  const changed = new Date('2026-11-20T10:15:30.123Z');
  const request = (headers: Record<string, string>) => new Request('http://localhost/feed', { headers });

  it('answer not modified for the ETag, a list holding it, a weak form of it or *', () => {
    expect(notModified(request({ 'If-None-Match': '"abc"' }), etag, changed)).toBe(true);
    expect(notModified(request({ 'If-None-Match': '"x", W/"abc"' }), etag, changed)).toBe(true);
    expect(notModified(request({ 'If-None-Match': '*' }), etag, changed)).toBe(true);
    expect(notModified(request({ 'If-None-Match': '"old"' }), etag, changed)).toBe(false);
  });

  it('go by If-Modified-Since only without If-None-Match, to the second', () => {
    expect(notModified(request({ 'If-Modified-Since': changed.toUTCString() }), etag, changed)).toBe(true);
    expect(
      notModified(
        request({ 'If-Modified-Since': new Date('2026-11-20T10:15:29Z').toUTCString() }),
        etag,
        changed,
      ),
    ).toBe(false);
    expect(
      notModified(
        request({ 'If-None-Match': '"old"', 'If-Modified-Since': changed.toUTCString() }),
        etag,
        changed,
      ),
    ).toBe(false);
    expect(notModified(request({}), etag, changed)).toBe(false);
  });
});
