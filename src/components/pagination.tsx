import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, pageRange, type Noun } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are: ['tender', 'tenders']. */
  noun: Noun;
  onPage: (page: number) => void;
}

/** 'Showing 26–50 of 312 tenders', with previous and next page. */
export function Pagination({ page, pageSize, total, noun, onPage }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {pageRange(page, pageSize, total, noun)}
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
