// The tender fields a spreadsheet's columns can fill: labelled as our own CSV export heads
// them (so an export imports back unchanged), with the other names a column may go by.
import { CSV_HEADER } from '../csv-header';

export type ImportField =
  | 'reference_number'
  | 'title'
  | 'client'
  | 'status'
  | 'tender_submission_date'
  | 'description'
  | 'channel'
  | 'type'
  | 'bid_bond'
  | 'inquiry_submission_date'
  | 'created_date'
  | 'estimated_value'
  | 'currency'
  | 'probability'
  | 'expected_award_date'
  | 'bid_price';

export interface ImportFieldSpec {
  key: ImportField;
  label: string;
  required: boolean;
  synonyms: readonly string[];
}

/** Each field's other header names, in CSV_HEADER's order. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  reference_number: [
    'Ref',
    'Ref.',
    'Ref #',
    'Reference',
    'Reference No.',
    'Reference number',
    'Tender no',
    'Tender ID',
    'Tender reference',
    'Bid number',
    'Solicitation number',
  ],
  title: ['Name', 'Tender', 'Tender title', 'Tender name', 'Project', 'Project name', 'Subject'],
  client: [
    'Buyer',
    'Customer',
    'Client name',
    'Buyer name',
    'Customer name',
    'Organisation',
    'Organization',
    'Agency',
    'Contracting authority',
    'Procuring entity',
  ],
  status: ['Stage', 'State', 'Tender status', 'Bid status'],
  tender_submission_date: [
    'Closing date',
    'Deadline',
    'Due date',
    'Submission deadline',
    'Submission',
    'Tender submission date',
    'Tender deadline',
    'Bid due date',
  ],
  description: ['Notes', 'Details', 'Summary', 'Scope', 'Comments'],
  channel: ['Source', 'Portal', 'Tender channel'],
  type: ['Procurement type', 'Tender type', 'Procurement method'],
  bid_bond: ['Bid bond required', 'Bond', 'Bond required', 'Bid security', 'Tender bond'],
  inquiry_submission_date: [
    'Clarification deadline',
    'Questions deadline',
    'Inquiry deadline',
    'Enquiry deadline',
    'Enquiry date',
    'Clarification date',
    'Inquiry submission date',
  ],
  created_date: ['Created', 'Date added', 'Created at', 'Created on', 'Date created', 'Added'],
  estimated_value: ['Value', 'Amount', 'Estimate', 'Budget', 'Contract value', 'Tender value', 'Est. value'],
  currency: ['Currency code', 'Curr', 'CCY'],
  probability: ['Win probability', 'Probability %', 'Win %', 'Chance', 'Win chance', 'Likelihood'],
  expected_award_date: ['Award date', 'Expected award', 'Award', 'Decision date', 'Expected decision date'],
  bid_price: [
    'Bid price',
    'Our price',
    'Price',
    'Bid amount',
    'Bid value',
    'Our bid',
    'Offer price',
    'Quote',
  ],
};

const REQUIRED: ReadonlySet<ImportField> = new Set(['reference_number', 'title', 'client']);

/** The fields in CSV_HEADER's order, each labelled with its export header. */
export const IMPORT_FIELDS: readonly ImportFieldSpec[] = (Object.keys(SYNONYMS) as ImportField[]).map(
  (key, index) => ({ key, label: CSV_HEADER[index]!, required: REQUIRED.has(key), synonyms: SYNONYMS[key] }),
);

/** The fields whose cells are dates (their day/month order is asked once for the file). */
export const DATE_FIELDS: ReadonlySet<ImportField> = new Set<ImportField>([
  'tender_submission_date',
  'inquiry_submission_date',
  'expected_award_date',
  'created_date',
]);
