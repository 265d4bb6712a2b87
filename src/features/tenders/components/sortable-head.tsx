import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { isDescending, sortKey, toggledSort, type TenderSort, type TenderSortKey } from '../list-filters';

interface SortableHeadProps {
  label: string;
  /** What this column sorts by. */
  column: TenderSortKey;
  /** The list's sort now. */
  sort: TenderSort;
  onSort: (sort: TenderSort) => void;
  className?: string;
}

/** A column header that sorts: a button in the header cell, whose aria-sort says how the list is sorted. */
export function SortableHead({ label, column, sort, onSort, className }: SortableHeadProps) {
  const active = sortKey(sort) === column;
  const descending = active && isDescending(sort);
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <TableHead aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(toggledSort(sort, column))}
        className="-mx-2 inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 uppercase tracking-wide hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden className={active ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} />
      </button>
    </TableHead>
  );
}
