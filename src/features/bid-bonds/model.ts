// Bid bonds: their statuses and words, what counts as outstanding, and whether a bond covers
// its tender. The alerts are decided in SQL (private.bond_alerts); the totals are summed in
// SQL (bid_bond_totals). docs/product.md § Bid bonds.
import type { Database } from '@/types/database';
import { formatMoney } from '@/lib/money';
import type { Noun } from '@/lib/pagination';

export type BidBond = Database['public']['Tables']['bid_bonds']['Row'];
export type BidBondStatus = Database['public']['Enums']['bid_bond_status'];
type TenderRow = Database['public']['Tables']['tenders']['Row'];

/** What the card needs of its tender. */
export type BondTender = Pick<
  TenderRow,
  'id' | 'workspace_id' | 'bid_bond' | 'bid_validity_end' | 'expected_award_date' | 'currency'
>;

/** The order a bond goes through: requested → issued → submitted → returned (or forfeited, or extended). */
export const BID_BOND_STATUSES = [
  'requested',
  'issued',
  'submitted',
  'extended',
  'returned',
  'forfeited',
] as const satisfies readonly BidBondStatus[];

export const bidBondStatusLabels: Record<BidBondStatus, string> = {
  requested: 'Requested',
  issued: 'Issued',
  submitted: 'Submitted',
  extended: 'Extended',
  returned: 'Returned',
  forfeited: 'Forfeited',
};

/** Out with the buyer or the bank: issued, submitted or extended (SQL: private.bond_outstanding). */
export const isOutstanding = (status: BidBondStatus): boolean =>
  status === 'issued' || status === 'submitted' || status === 'extended';

/**
 * What an outstanding bond's expiry falls short of: the bid validity end, else the expected
 * award date; null when it covers both (expiring on the day itself covers it). The alert
 * 'Bid bond expires too early' says the same in SQL.
 */
export function coverageGap(
  bond: Pick<BidBond, 'status' | 'expiry_date'>,
  tender: Pick<BondTender, 'bid_validity_end' | 'expected_award_date'>,
): 'bid validity end' | 'expected award date' | null {
  if (!isOutstanding(bond.status) || !bond.expiry_date) return null;
  if (tender.bid_validity_end && bond.expiry_date < tender.bid_validity_end) return 'bid validity end';
  if (tender.expected_award_date && bond.expiry_date < tender.expected_award_date)
    return 'expected award date';
  return null;
}

/** An exact amount (numeric as text, e.g. a SQL sum) in its currency's format, without rounding through a float. */
export const formatExactMoney = (amount: string, currency: string): string =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount as `${number}`);

/** The outstanding bonds of one currency (bid_bond_totals). */
export interface BondTotal {
  currency: string;
  /** The exact sum, as text. */
  amount: string;
  bonds: number;
}

/** '2 bonds', '1 bond'. */
/** What the bonds list counts. */
export const BONDS: Noun = ['bond', 'bonds'];

export const bondCount = (count: number) => `${count} ${count === 1 ? BONDS[0] : BONDS[1]}`;

export const bidBondMessages = {
  loadFailed: 'Failed to load the bid bond. Please try again later.',
  listFailed: 'Failed to load bid bonds. Please try again later.',
  totalsFailed: 'Failed to load the bid bond totals. Please try again later.',
  saveFailed: 'Failed to save the bid bond',
  saved: 'Bid bond saved',
  deleteFailed: 'Failed to delete the bid bond',
  deleted: 'Bid bond deleted',
  /** On the card of a tender whose Bid Bond Required was switched off after its bond was recorded. */
  notRequired: 'Bid Bond Required is off for this tender; this bond is still recorded.',
  deleteTitle: 'Delete this bid bond?',
} as const;

/** 'The € 25,000.00 bid bond from First Bank will be deleted …' */
export const deleteBondWarning = (bond: Pick<BidBond, 'amount' | 'currency' | 'issuer'>) =>
  `The ${formatMoney(bond.amount, bond.currency)} bid bond${bond.issuer ? ` from ${bond.issuer}` : ''} will be deleted for everyone in the workspace, with its alerts. This cannot be undone.`;

/** A page number from the URL: a whole number from 1, else 1. */
export const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
