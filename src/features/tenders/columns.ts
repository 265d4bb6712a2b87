// Every tender column the screens, the export and the import know, in one order: the form
// lays its fields out in it, each detail card lists its rows in it, the CSV writes its
// columns in it and the import offers its fields in it. A new column is one entry here
// (after the migration and `npm run db:types`): its kind decides how it is typed, checked,
// shown, exported and read from a spreadsheet. No runtime imports, so that scripts outside
// the app's '@/' paths (bench:import) read it too.
import type { Database } from '@/types/database';

type TenderRow = Database['public']['Tables']['tenders']['Row'];
type OutcomeRow = Database['public']['Tables']['tender_outcomes']['Row'];

/**
 * A won or lost tender's outcome as the export writes it and the import reads it: its
 * tender_outcomes fields, the loss reason by its label (the database finds the reason).
 */
export type OutcomeValues = Pick<OutcomeRow, 'award_date' | 'winner' | 'winning_price' | 'our_rank'> & {
  loss_reason: string | null;
};
export type OutcomeColumn = keyof OutcomeValues;

export const CHANNELS = [
  'government-portal',
  'vendor-portal',
  'other',
] as const satisfies readonly TenderRow['channel'][];
export const TYPES = [
  'public-tender',
  'limited-tender',
  'direct-purchase',
  'framework-agreement',
  'two-stage-tender',
  'other',
] as const satisfies readonly TenderRow['type'][];

/** How an empty description reads (it is stored as ''). */
export const EMPTY_DESCRIPTION = 'No description provided';

/**
 * How a column's values are typed, checked, shown and read: 'text' one line, 'long-text' a
 * paragraph, 'date' a calendar date, 'timestamp' a moment, 'money' an amount in the tender's
 * currency, 'percent' a whole 0–100, 'currency' an ISO 4217 code, 'enum' one of `options`,
 * 'status' the tender's status, 'yes-no' a flag, 'rank' a whole 1–999.
 */
export type ColumnKind =
  | 'text'
  | 'long-text'
  | 'date'
  | 'timestamp'
  | 'money'
  | 'percent'
  | 'currency'
  | 'enum'
  | 'status'
  | 'yes-no'
  | 'rank';

export interface TenderColumnSpec {
  column: keyof TenderRow | OutcomeColumn;
  /** Stored in the tender's outcome (tender_outcomes), for won and lost tenders only. */
  outcome?: true;
  /** The form's label, and the detail's unless `detail.label` says otherwise. */
  label: string;
  kind: ColumnKind;
  /** Text: the database's character limit. */
  max?: number;
  /** Enum: the values, the first being a new tender's. */
  options?: readonly string[];
  /** Text the form and the import refuse to leave empty. */
  required?: boolean;
  /** How no value reads (default 'Not set'). */
  empty?: string;
  /** What a blank field or import cell is stored as (default null; '' for a text column that cannot be null). */
  blank?: string;
  /** Edited in the New Tender and Edit Tender form. */
  form?: {
    /** The field takes the form's whole width (a paragraph or a switch always does). */
    wide?: boolean;
    /** A new tender needs it; an edit that leaves it empty keeps the saved one. */
    requiredOnCreate?: boolean;
    /** A date before today is saved with a word under the field. */
    warnPast?: boolean;
  };
  /** Shown on the tender's page, in that card. */
  detail?: { card: 'details' | 'info' | 'value'; label?: string };
  /** The CSV export's header (the list's, for the columns the list shows); the import recognises it. */
  csv?: string;
  /** Filled from a spreadsheet column headed `csv` or one of `synonyms`; `words` are other names of its values. */
  import?: { synonyms: readonly string[]; words?: Readonly<Record<string, string>> };
}

export const TENDER_COLUMNS = [
  {
    column: 'reference_number',
    label: 'Reference Number',
    kind: 'text',
    max: 100,
    required: true,
    form: {},
    detail: { card: 'details', label: 'Reference' },
    csv: 'Reference #',
    import: {
      synonyms: [
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
    },
  },
  {
    column: 'status',
    label: 'Status',
    kind: 'status',
    detail: { card: 'details' },
    csv: 'Status',
    import: {
      synonyms: ['Stage', 'State', 'Tender status', 'Bid status'],
      words: {
        Review: 'under-review',
        'In review': 'under-review',
        Live: 'under-review',
        Active: 'under-review',
        Qualifying: 'under-review',
        New: 'under-review',
        Open: 'under-review',
        'In progress': 'in-development',
        Drafting: 'in-development',
        Preparing: 'in-development',
        Bidding: 'in-development',
        Sent: 'submitted',
        'Bid submitted': 'submitted',
        'Awaiting result': 'submitted',
        'Awaiting outcome': 'submitted',
        'Awaiting decision': 'submitted',
        'Under evaluation': 'submitted',
        Awarded: 'won',
        Win: 'won',
        Successful: 'won',
        Unsuccessful: 'lost',
        'Not awarded': 'lost',
        Loss: 'lost',
        'No bid': 'declined',
        'Not bidding': 'declined',
        Passed: 'declined',
        Canceled: 'cancelled',
        Withdrawn: 'cancelled',
      },
    },
  },
  {
    column: 'client',
    label: 'Client',
    kind: 'text',
    max: 200,
    required: true,
    form: {},
    detail: { card: 'details' },
    csv: 'Client',
    import: {
      synonyms: [
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
    },
  },
  {
    column: 'title',
    label: 'Title',
    kind: 'text',
    max: 300,
    required: true,
    form: { wide: true },
    csv: 'Title',
    import: {
      synonyms: ['Name', 'Tender', 'Tender title', 'Tender name', 'Project', 'Project name', 'Subject'],
    },
  },
  {
    column: 'description',
    label: 'Description',
    kind: 'long-text',
    max: 10_000,
    empty: EMPTY_DESCRIPTION,
    blank: '',
    form: {},
    detail: { card: 'details' },
    csv: 'Description',
    import: { synonyms: ['Notes', 'Details', 'Summary', 'Scope', 'Comments'] },
  },
  {
    column: 'channel',
    label: 'Channel',
    kind: 'enum',
    options: CHANNELS,
    form: {},
    detail: { card: 'info' },
    csv: 'Channel',
    import: {
      synonyms: ['Source', 'Portal', 'Tender channel'],
      words: {
        Government: 'government-portal',
        'Gov portal': 'government-portal',
        'Public portal': 'government-portal',
        'e-procurement': 'government-portal',
        eProcurement: 'government-portal',
        'Contracts Finder': 'government-portal',
        'Find a Tender': 'government-portal',
        FTS: 'government-portal',
        TED: 'government-portal',
        Constructionline: 'vendor-portal',
        Vendor: 'vendor-portal',
        'Supplier portal': 'vendor-portal',
        'Private portal': 'vendor-portal',
        Email: 'other',
        Direct: 'other',
      },
    },
  },
  {
    column: 'type',
    label: 'Type',
    kind: 'enum',
    options: TYPES,
    form: {},
    detail: { card: 'info' },
    csv: 'Type',
    import: {
      synonyms: ['Procurement type', 'Tender type', 'Procurement method'],
      words: {
        'Open tender': 'public-tender',
        Open: 'public-tender',
        'Open procedure': 'public-tender',
        Public: 'public-tender',
        RFT: 'public-tender',
        ITT: 'public-tender',
        Restricted: 'limited-tender',
        'Restricted procedure': 'limited-tender',
        Limited: 'limited-tender',
        Selective: 'limited-tender',
        Direct: 'direct-purchase',
        'Single source': 'direct-purchase',
        RFQ: 'direct-purchase',
        Framework: 'framework-agreement',
        'Mini-comp': 'framework-agreement',
        'Mini competition': 'framework-agreement',
        'Further competition': 'framework-agreement',
        'Call-off': 'framework-agreement',
        Panel: 'framework-agreement',
        'Standing offer': 'framework-agreement',
        'Two stage': 'two-stage-tender',
        'Competitive dialogue': 'two-stage-tender',
      },
    },
  },
  {
    column: 'inquiry_submission_date',
    label: 'Last Date for Inquiry Submission',
    kind: 'date',
    // Optional: many requests for quotation have no clarification round.
    form: {},
    detail: { card: 'details' },
    csv: 'Inquiry Date',
    import: {
      synonyms: [
        'Clarification deadline',
        'Questions deadline',
        'Inquiry deadline',
        'Enquiry deadline',
        'Enquiry date',
        'Clarification date',
        'Inquiry submission date',
      ],
    },
  },
  {
    column: 'tender_submission_date',
    label: 'Last Date for Tender Submission',
    kind: 'date',
    form: { requiredOnCreate: true, warnPast: true },
    detail: { card: 'details' },
    csv: 'Submission Date',
    import: {
      synonyms: [
        'Closing date',
        'Deadline',
        'Due date',
        'Submission deadline',
        'Submission',
        'Tender submission date',
        'Tender deadline',
        'Bid due date',
      ],
    },
  },
  {
    column: 'estimated_value',
    label: 'Estimated value',
    kind: 'money',
    form: {},
    detail: { card: 'value' },
    csv: 'Estimated Value',
    import: {
      synonyms: ['Value', 'Amount', 'Estimate', 'Budget', 'Contract value', 'Tender value', 'Est. value'],
    },
  },
  {
    column: 'currency',
    label: 'Currency',
    kind: 'currency',
    form: {},
    detail: { card: 'value' },
    csv: 'Currency',
    import: { synonyms: ['Currency code', 'Curr', 'CCY'] },
  },
  {
    column: 'probability',
    label: 'Probability',
    kind: 'percent',
    form: {},
    detail: { card: 'value' },
    csv: 'Probability',
    import: {
      synonyms: ['Win probability', 'Probability %', 'Win %', 'Chance', 'Win chance', 'Likelihood'],
    },
  },
  {
    column: 'expected_award_date',
    label: 'Expected award date',
    kind: 'date',
    form: {},
    detail: { card: 'value' },
    csv: 'Expected Award Date',
    import: {
      synonyms: ['Expected award', 'Award', 'Decision date', 'Expected decision date'],
    },
  },
  {
    column: 'bid_price',
    label: 'Our bid price',
    kind: 'money',
    form: {},
    detail: { card: 'value' },
    csv: 'Our Bid Price',
    import: {
      synonyms: [
        'Bid price',
        'Our price',
        'Price',
        'Bid amount',
        'Bid value',
        'Our bid',
        'Offer price',
        'Quote',
      ],
    },
  },
  {
    column: 'bid_bond',
    label: 'Bid Bond Required',
    kind: 'yes-no',
    form: {},
    detail: { card: 'info', label: 'Bid Bond' },
    csv: 'Bid Bond',
    import: { synonyms: ['Bid bond required', 'Bond', 'Bond required', 'Bid security', 'Tender bond'] },
  },
  {
    column: 'award_date',
    label: 'Award date',
    kind: 'date',
    outcome: true,
    csv: 'Award Date',
    import: { synonyms: ['Date awarded', 'Awarded on', 'Actual award date', 'Result date'] },
  },
  {
    column: 'winner',
    label: 'Winner',
    kind: 'text',
    max: 200,
    outcome: true,
    csv: 'Winner',
    import: {
      synonyms: ['Winning bidder', 'Awarded to', 'Successful bidder', 'Winning supplier', 'Won by'],
    },
  },
  {
    column: 'winning_price',
    label: 'Winning price',
    kind: 'money',
    outcome: true,
    csv: 'Winning Price',
    import: { synonyms: ['Winning bid', 'Winning amount', 'Winning value', 'Award value', 'Awarded value'] },
  },
  {
    column: 'our_rank',
    label: 'Our rank',
    kind: 'rank',
    outcome: true,
    csv: 'Our Rank',
    import: { synonyms: ['Rank', 'Ranking', 'Our position', 'Placed'] },
  },
  {
    column: 'loss_reason',
    label: 'Loss reason',
    kind: 'text',
    max: 200,
    outcome: true,
    csv: 'Loss Reason',
    import: { synonyms: ['Reason lost', 'Reason for loss', 'Why lost', 'Lost because'] },
  },
  {
    column: 'created_at',
    label: 'Created',
    kind: 'timestamp',
    detail: { card: 'info' },
    csv: 'Created Date',
    import: { synonyms: ['Created', 'Date added', 'Created at', 'Created on', 'Date created', 'Added'] },
  },
  {
    column: 'updated_at',
    label: 'Last updated',
    kind: 'timestamp',
    detail: { card: 'info' },
  },
] as const satisfies readonly TenderColumnSpec[];

type Column = (typeof TENDER_COLUMNS)[number];

/** A column the form edits, and the type of its field's value. */
export type FormColumn = Extract<Column, { form: object }>;
/** The tender columns the form edits. */
export type TenderColumn = FormColumn['column'];
/** The form's values: a switch's boolean, otherwise the text typed or chosen. */
export type TenderFormValues = {
  [C in FormColumn as C['column']]: C['kind'] extends 'yes-no' ? boolean : string;
};

/** A column a spreadsheet column can fill. */
export type ImportColumn = Extract<Column, { import: object }>;
export type ImportField = ImportColumn['column'];

const withForm = (spec: TenderColumnSpec): spec is TenderColumnSpec & { form: object } => !!spec.form;

/** The form's columns, in their order. */
export const FORM_COLUMNS: readonly (TenderColumnSpec & { column: TenderColumn; form: object })[] = (
  TENDER_COLUMNS as readonly TenderColumnSpec[]
).filter(withForm) as never;

/** The export's columns (each with its header), in their order. */
export const CSV_COLUMNS: readonly (TenderColumnSpec & { csv: string })[] = (
  TENDER_COLUMNS as readonly TenderColumnSpec[]
).filter((spec): spec is TenderColumnSpec & { csv: string } => spec.csv !== undefined);

/** The export's header row. */
export const CSV_HEADER: readonly string[] = CSV_COLUMNS.map((spec) => spec.csv);

/** The columns of a card of the tender's page, in their order (never an outcome's). */
export const detailColumns = (card: NonNullable<TenderColumnSpec['detail']>['card']) =>
  (TENDER_COLUMNS as readonly TenderColumnSpec[]).filter(
    (spec): spec is TenderColumnSpec & { column: keyof TenderRow } => spec.detail?.card === card,
  );

/** A column's spec by its name. */
export const columnSpec = (column: TenderColumnSpec['column']): TenderColumnSpec =>
  (TENDER_COLUMNS as readonly TenderColumnSpec[]).find((spec) => spec.column === column)!;
