import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { coverageGap, type BidBond, type BondTender } from '../model';
import { BondStatusBadge } from './bond-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="wrap-user-text min-w-0">{children}</dd>
    </div>
  );
}

/** The bond's status, amount, issuer, reference and dates, the tender's bid validity end, and a warning when the bond does not cover it. */
export function BondDetails({ bond, tender }: { bond: BidBond | null; tender: BondTender }) {
  const gap = bond ? coverageGap(bond, tender) : null;
  return (
    <div className="grid gap-4">
      {gap ? (
        <p className="flex items-start gap-2 rounded-md bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          Expires before the {gap}: ask the issuer for an extension.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-5 lg:grid-cols-4">
        {bond ? (
          <>
            <Row label="Status">
              <BondStatusBadge status={bond.status} />
            </Row>
            <Row label="Amount">{formatMoney(bond.amount, bond.currency)}</Row>
            <Row label="Issuer">{bond.issuer || '—'}</Row>
            <Row label="Reference">{bond.reference || '—'}</Row>
            <Row label="Issue date">{bond.issue_date ? formatShortDate(bond.issue_date) : '—'}</Row>
            <Row label="Expiry date">{bond.expiry_date ? formatShortDate(bond.expiry_date) : '—'}</Row>
          </>
        ) : null}
        <Row label="Bid validity end">
          {tender.bid_validity_end ? formatShortDate(tender.bid_validity_end) : 'Not set'}
        </Row>
      </dl>
      {bond ? null : <p className="text-sm text-muted-foreground">No bid bond recorded yet.</p>}
    </div>
  );
}
