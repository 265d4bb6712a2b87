import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BONDS_PAGE_SIZE } from '../api/queries';
import { pageRange } from '../model';

interface BondPaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 26–50 of 312 bonds', with previous and next page. */
export function BondPagination({ page, total, onPage }: BondPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / BONDS_PAGE_SIZE));
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {pageRange(page, BONDS_PAGE_SIZE, total)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <span className="tabular-nums text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
