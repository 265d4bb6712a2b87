// The bid bond form: what it takes, how it checks it (the database checks the same:
// bid_bonds' constraints and private.check_bond_extension), and what it stores.
import { isStorableDate } from '@/lib/calendar-date';
import { z } from '@/lib/zod';
import type { BidBond, BidBondStatus, BondTender } from './model';

export const ISSUER_MAX = 200;
export const REFERENCE_MAX = 100;

/** A typed amount: '25,000.50' → 25000.5; null when blank; NaN when it is not one (13 digits, 2 decimals at most). */
export function parseBondAmount(text: string): number | null {
  const plain = text.replace(/[\s,_]/g, '');
  if (plain === '') return null;
  return /^\d{1,13}(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

const dateField = z.string().refine((value) => value === '' || isStorableDate(value), {
  message: 'Enter a date between 2000 and 2999',
});

/** The form's fields, as the inputs hold them ('' for none). */
export interface BidBondFields {
  amount: string;
  currency: string;
  issuer: string;
  reference: string;
  issueDate: string;
  expiryDate: string;
  status: BidBondStatus;
  bidValidityEnd: string;
}

/**
 * The form's rules. `savedExpiry`: the bond's expiry as stored; a bond becoming Extended
 * needs a later one ('extended with a new expiry').
 */
export const bidBondSchema = (saved: Pick<BidBond, 'status' | 'expiry_date'> | null) =>
  z
    .object({
      amount: z.string().refine((value) => {
        const amount = parseBondAmount(value);
        return amount !== null && !Number.isNaN(amount);
      }, 'Enter an amount, e.g. 25000.00'),
      currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
      issuer: z.string().trim().max(ISSUER_MAX, `At most ${ISSUER_MAX} characters`),
      reference: z.string().trim().max(REFERENCE_MAX, `At most ${REFERENCE_MAX} characters`),
      issueDate: dateField,
      expiryDate: dateField,
      status: z.enum(['requested', 'issued', 'submitted', 'extended', 'returned', 'forfeited']),
      bidValidityEnd: dateField,
    })
    .refine((fields) => fields.status === 'requested' || fields.expiryDate !== '', {
      path: ['expiryDate'],
      message: 'An issued bond has an expiry date',
    })
    .refine((fields) => !fields.issueDate || !fields.expiryDate || fields.expiryDate >= fields.issueDate, {
      path: ['expiryDate'],
      message: 'The expiry date cannot be before the issue date',
    })
    .refine(
      (fields) =>
        fields.status !== 'extended' ||
        saved?.status === 'extended' ||
        !saved?.expiry_date ||
        fields.expiryDate > saved.expiry_date,
      { path: ['expiryDate'], message: 'An extended bond needs a later expiry date' },
    );

/** The form's starting values: the saved bond, or a new one in the tender's currency. */
export function bidBondDefaults(bond: BidBond | null, tender: BondTender): BidBondFields {
  return {
    amount: bond ? bond.amount.toFixed(2) : '',
    currency: bond?.currency ?? tender.currency,
    issuer: bond?.issuer ?? '',
    reference: bond?.reference ?? '',
    issueDate: bond?.issue_date ?? '',
    expiryDate: bond?.expiry_date ?? '',
    status: bond?.status ?? 'requested',
    bidValidityEnd: tender.bid_validity_end ?? '',
  };
}

/** What the database stores for the bond (numeric(15,2): 15 significant digits round-trip through a double unchanged). */
export const bondValues = (fields: BidBondFields) => ({
  amount: parseBondAmount(fields.amount) ?? 0,
  currency: fields.currency,
  issuer: fields.issuer.trim(),
  reference: fields.reference.trim(),
  issue_date: fields.issueDate || null,
  expiry_date: fields.expiryDate || null,
  status: fields.status,
});
