import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { statusLabel, TENDER_STATUSES } from '@/lib/statuses';
import { SORTS, sortLabels, type TenderFilters, type TenderSort } from '../model';
import { TenderSearch } from './tender-search';

interface TenderFiltersBarProps {
  filters: TenderFilters;
  onChange: (change: Partial<TenderFilters>, options?: { replace?: boolean }) => void;
}

/** Search, status filter and sort of the tender list. */
export function TenderFiltersBar({ filters, onChange }: TenderFiltersBarProps) {
  return (
    <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <TenderSearch value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Select
          value={filters.status}
          onValueChange={(status) => onChange({ status: status as TenderFilters['status'] })}
        >
          <SelectTrigger aria-label="Filter by status" className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {TENDER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {statusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.sort} onValueChange={(sort) => onChange({ sort: sort as TenderSort })}>
          <SelectTrigger aria-label="Sort tenders" className="sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {sortLabels[sort]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
