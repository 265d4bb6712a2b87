import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { FiltersToggle } from '@/components/filters-toggle';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { nativeSelectClass } from '@/components/ui/native-select';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { foldedPanelClass } from '@/lib/folded-panel';
import { cn } from '@/lib/utils';
import { workspaceQueries } from '@/lib/workspace';
import { libraryQueries } from '../api/queries';
import {
  activeFilterCount,
  ANSWER_STATUSES,
  SORTS,
  sortLabels,
  statusLabels,
  type AnswerStatus,
  type LibraryFilter,
} from '../model';

interface LibraryFiltersProps {
  workspaceId: string;
  filter: LibraryFilter;
  /** The filters that changed (the others stay as they are then, not as they were). */
  onChange: (change: Partial<LibraryFilter>) => void;
}

/**
 * The search box (searched as you type) and the filters: category, tag, status, owner; and the
 * order. Below 640 px the filters and the order fold behind 'Filters', as the tender list's do.
 */
export function LibraryFilters({ workspaceId, filter, onChange }: LibraryFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const categories = useQuery(libraryQueries.categories(workspaceId));
  const tags = useQuery(libraryQueries.tags(workspaceId));
  const members = useQuery(workspaceQueries.members(workspaceId));
  const [text, setText] = useDebouncedText(filter.query, (query) => onChange({ query }), 250);
  const choice = (
    key: 'categoryId' | 'tag' | 'status' | 'ownerId' | 'sort',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <select
        id={`${id}-${key}`}
        className={nativeSelectClass}
        value={filter[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={`${id}-query`}>Search answers</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-query`}
              type="search"
              className="pl-9"
              placeholder="Words of the question or the answer"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <FiltersToggle
          open={open}
          onOpenChange={setOpen}
          panelId={`${id}-filters`}
          active={activeFilterCount(filter)}
          className="self-start"
        />
      </div>
      <div
        id={`${id}-filters`}
        className={cn('gap-3 sm:grid-cols-2 lg:grid-cols-5', foldedPanelClass(open, 'grid'))}
      >
        {choice('categoryId', 'Category', [
          { value: '', label: 'All categories' },
          ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ])}
        {choice('tag', 'Tag', [
          { value: '', label: 'All tags' },
          ...(tags.data ?? []).map((tag) => ({ value: tag, label: tag })),
        ])}
        {choice('status', 'Status', [
          { value: '', label: 'All statuses' },
          ...ANSWER_STATUSES.map((status: AnswerStatus) => ({ value: status, label: statusLabels[status] })),
        ])}
        {choice('ownerId', 'Owner', [
          { value: '', label: 'All owners' },
          ...(members.data ?? []).map((m) => ({ value: m.userId, label: m.name })),
        ])}
        {choice(
          'sort',
          'Sort by',
          SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] })),
        )}
      </div>
    </div>
  );
}
