import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { draftCountsQuery } from '@/lib/clarification-drafts';
import { requirementProgressQuery } from '@/lib/requirement-progress';
import { cn } from '@/lib/utils';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { LIST_FAILED, tenderQueries } from '../api/queries';
import { useTenderFilters } from '../hooks/use-tender-filters';
import { hasActiveFilters, PAGE_SIZE, pageCount, TENDERS } from '../list-filters';
import { ExportCsvButton } from './export-csv-button';
import { TenderFiltersBar } from './tender-filters-bar';
import { TenderTable } from './tender-table';

/** The tender list: search, statuses, sort and page from the URL, computed in SQL. */
export function TenderList() {
  const { filters, setFilters } = useTenderFilters();
  const workspace = useWorkspace();
  const query = useQuery(tenderQueries.list(workspace.id, filters));
  const { data } = query;
  const ids = data?.rows.map((tender) => tender.id) ?? [];
  const documentCounts = useQuery({ ...tenderQueries.documentCounts(ids), enabled: ids.length > 0 });
  const commentCounts = useQuery({ ...tenderQueries.commentCounts(ids), enabled: ids.length > 0 });
  const draftQuestions = useQuery({ ...draftCountsQuery(workspace.id, ids), enabled: ids.length > 0 });
  const progress = useQuery({ ...requirementProgressQuery(workspace.id, ids), enabled: ids.length > 0 });

  // A stale link past the last page goes to the last page.
  useEffect(() => {
    if (data && data.rows.length === 0 && data.total > 0 && filters.page > pageCount(data.total)) {
      setFilters({ page: pageCount(data.total) }, { replace: true });
    }
  }, [data, filters.page, setFilters]);

  return (
    <div className="grid gap-4">
      <TenderFiltersBar
        filters={filters}
        onChange={setFilters}
        actions={
          <>
            {canEditTenders(workspace.role) ? (
              <Link to={paths.app.importTenders} className={buttonVariants({ variant: 'outline' })}>
                <Upload aria-hidden />
                Import
              </Link>
            ) : null}
            <ExportCsvButton filters={filters} />
          </>
        }
      />
      <Card
        aria-busy={query.isFetching}
        className={cn(
          'overflow-hidden transition-opacity @container',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        {query.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-3 p-10 text-sm text-muted-foreground"
          >
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
            Loading tenders...
          </p>
        ) : !data ? (
          <LoadError message={LIST_FAILED} query={query} className="m-4" />
        ) : data.rows.length === 0 ? (
          <div className="grid justify-items-center gap-3 p-10 text-center">
            <p className="font-medium">No tenders found</p>
            {hasActiveFilters(filters) ? (
              <p className="text-sm text-muted-foreground">
                None matches the filters chosen: 'Clear filters' shows them all.
              </p>
            ) : null}
            {canEditTenders(workspace.role) ? (
              <Link to={paths.app.newTender} className={buttonVariants()}>
                Create a tender
              </Link>
            ) : null}
          </div>
        ) : (
          <TenderTable
            tenders={data.rows}
            documentCounts={documentCounts.data}
            commentCounts={commentCounts.data}
            draftQuestions={draftQuestions.data}
            requirementProgress={progress.data}
            sort={filters.sort}
            onSort={(sort) => setFilters({ sort })}
          />
        )}
      </Card>
      {data && data.total > 0 ? (
        <Pagination
          page={data.page}
          pageSize={PAGE_SIZE}
          total={data.total}
          noun={TENDERS}
          onPage={(page) => setFilters({ page })}
        />
      ) : null}
    </div>
  );
}
