import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useWorkspace } from '@/lib/workspace';
import { BONDS_PAGE_SIZE, bidBondQueries, type BondListRow } from '../api/queries';
import { BONDS, bidBondMessages, coverageGap, parsePage } from '../model';
import { BondStatusBadge } from './bond-status-badge';

function Expiry({ bond, prefix = '' }: { bond: BondListRow; prefix?: string }) {
  const gap = bond.tender ? coverageGap(bond, bond.tender) : null;
  return (
    <span className="grid gap-0.5">
      <span className="whitespace-nowrap">
        {bond.expiry_date ? `${prefix}${formatShortDate(bond.expiry_date)}` : '—'}
      </span>
      {gap ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden className="size-3.5" />
          Before the {gap}
        </span>
      ) : null}
    </span>
  );
}

/** Every bond of the workspace, soonest expiry first, 25 a page (the page is kept in the URL). */
export function BondsTable() {
  const workspace = useWorkspace();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useQuery(bidBondQueries.page(workspace.id, page));
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading bid bonds...
      </p>
    );
  }
  if (query.isLoadingError) {
    return <LoadError message={bidBondMessages.listFailed} query={query} />;
  }
  const { rows, total } = query.data;
  if (total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No bid bond recorded yet. Record one on a tender with Bid Bond Required.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Tender</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="hidden sm:table-cell">Expiry date</TableHead>
            <TableHead className="hidden md:table-cell">Issuer</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((bond) => (
            <TableRow key={bond.id}>
              <TableCell className="min-w-32">
                <Link
                  to={paths.app.tender(bond.tender_id)}
                  className="wrap-user-text font-medium text-primary underline-offset-4 hover:underline"
                >
                  {bond.tender?.title ?? 'Tender'}
                </Link>
                <div className="wrap-user-text text-xs text-muted-foreground">
                  {bond.tender?.reference_number}
                </div>
                {/* Below 640 px the status goes under the tender and the expiry under the amount. */}
                <div className="mt-1 sm:hidden">
                  <BondStatusBadge status={bond.status} />
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <BondStatusBadge status={bond.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(bond.amount, bond.currency)}
                <div className="mt-1 grid justify-items-end whitespace-normal text-xs text-muted-foreground sm:hidden">
                  <Expiry bond={bond} prefix="Expires " />
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Expiry bond={bond} />
              </TableCell>
              <TableCell className="wrap-user-text hidden md:table-cell">{bond.issuer || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        pageSize={BONDS_PAGE_SIZE}
        total={total}
        noun={BONDS}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: false })}
      />
    </div>
  );
}
