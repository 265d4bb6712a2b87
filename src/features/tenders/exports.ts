// The tender exports: the list as CSV and a tender's deadlines as calendar events. Only the
// export buttons load them, so they stay off the shell's first load.
import { toCsv } from '@/lib/csv';
import { localDateString } from '@/lib/dates';
import { DEADLINE_KIND_LABELS } from '@shared/cues.ts';
import { alarmTrigger, DEFAULT_CALENDAR_ALARM, type CalendarAlarm } from '@shared/calendar-events.ts';
import type { CalendarEvent } from '@shared/ics.ts';
import { choiceText } from './column-text';
import { CSV_COLUMNS, CSV_HEADER, type OutcomeValues, type TenderColumnSpec } from './columns';
import type { Tender } from './model';

export { CSV_HEADER };

/** A tender as the export writes it: with its outcome, when it has one. */
export type ExportedTender = Tender & Partial<OutcomeValues>;

/** A cell as spreadsheets read it: dates ISO, amounts plain ('1250000.50'), '' for none. */
function csvCell(spec: TenderColumnSpec, tender: ExportedTender): string {
  const value = tender[spec.column];
  if (value === null || value === undefined) return '';
  const choice = choiceText(spec, value);
  if (choice !== null) return choice;
  switch (spec.kind) {
    case 'timestamp':
      return localDateString(new Date(String(value)));
    case 'money':
      return Number(value).toFixed(2);
    default:
      return String(value);
  }
}

/** The list's rows (every page) as CSV, one column per exported column, so spreadsheets sort and sum them. */
export function tendersCsv(tenders: readonly ExportedTender[]): string {
  return toCsv(
    CSV_HEADER,
    tenders.map((tender) => CSV_COLUMNS.map((spec) => csvCell(spec, tender))),
  );
}

export const csvFileName = (today: string = localDateString()) => `tenders-${today}.csv`;

/** The tender's two deadlines as all-day calendar events; the submission's with the user's alarm. */
export function tenderDeadlineEvents(
  tender: Pick<
    Tender,
    'id' | 'title' | 'reference_number' | 'client' | 'inquiry_submission_date' | 'tender_submission_date'
  >,
  alarm: CalendarAlarm = DEFAULT_CALENDAR_ALARM,
): CalendarEvent[] {
  const about = `Reference ${tender.reference_number} · ${tender.client}`;
  const events: CalendarEvent[] = [];
  if (tender.inquiry_submission_date) {
    events.push({
      uid: `${tender.id}-inquiry@tenderflow.app`,
      date: tender.inquiry_submission_date,
      summary: `${DEADLINE_KIND_LABELS.inquiry}: ${tender.title}`,
      description: `Last date for inquiry submission. ${about}`,
    });
  }
  if (tender.tender_submission_date) {
    events.push({
      uid: `${tender.id}-submission@tenderflow.app`,
      date: tender.tender_submission_date,
      summary: `${DEADLINE_KIND_LABELS.submission}: ${tender.title}`,
      description: `Last date for tender submission. ${about}`,
      alarm: alarmTrigger(alarm),
    });
  }
  return events;
}

/** 'road-works-rfp-1.ics': a file name made of the reference number. */
export const icsFileName = (tender: Pick<Tender, 'reference_number'>) =>
  `${
    tender.reference_number
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tender'
  }-deadlines.ics`;
