import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { FiltersToggle } from '@/components/filters-toggle';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { foldedPanelClass } from '@/lib/folded-panel';
import { cn } from '@/lib/utils';
import {
  activeFilterCount,
  clearedFilters,
  hasActiveFilters,
  SORTS,
  sortLabels,
  type TenderFilters,
  type TenderSort,
} from '../list-filters';
import { StatusFilter } from './status-filter';
import { TenderSearch } from './tender-search';
import { ValueFilter } from './value-filter';

interface TenderFiltersBarProps {
  filters: TenderFilters;
  onChange: (change: Partial<TenderFilters>, options?: { replace?: boolean }) => void;
  /** Beside the search (the export). */
  actions?: ReactNode;
}

/**
 * Search, statuses, currency, value range and sort of the tender list, and 'Clear filters' while
 * any narrows it. Below 640 px all but the search fold behind 'Filters', which counts the active ones.
 */
export function TenderFiltersBar({ filters, onChange, actions }: TenderFiltersBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <TenderSearch value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />
        <div className="flex flex-wrap gap-3">
          <FiltersToggle open={open} onOpenChange={setOpen} panelId={panelId} active={active} />
          {actions}
        </div>
      </div>
      <div id={panelId} className={cn('flex-wrap items-center gap-3', foldedPanelClass(open, 'flex'))}>
        <StatusFilter statuses={filters.statuses} onChange={(statuses) => onChange({ statuses })} />
        <ValueFilter filters={filters} onChange={onChange} />
        <Select value={filters.sort} onValueChange={(sort) => onChange({ sort: sort as TenderSort })}>
          <SelectTrigger aria-label="Sort tenders" className="w-auto min-w-52">
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
        {hasActiveFilters(filters) ? (
          <Button variant="ghost" onClick={() => onChange(clearedFilters)}>
            <X aria-hidden /> Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
