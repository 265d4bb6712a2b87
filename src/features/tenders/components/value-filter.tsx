import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { useWorkspace } from '@/lib/workspace';
import { tenderQueries } from '../api/queries';
import type { TenderFilters } from '../list-filters';
import { SEARCH_DEBOUNCE_MS } from './tender-search';

type ValueFilters = Pick<TenderFilters, 'currency' | 'min' | 'max'>;

const ALL = 'all';

/** One bound of the value range: typing stays instant, the list follows once it pauses. */
function BoundInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const [text, changeText] = useDebouncedText(value, onCommit, SEARCH_DEBOUNCE_MS, (next) => next.trim());
  return (
    <Input
      aria-label={label}
      placeholder={label}
      inputMode="decimal"
      autoComplete="off"
      className="w-40"
      value={text}
      onChange={(event) => changeText(event.target.value)}
    />
  );
}

/** The list's currency (the workspace's currencies) and value range filters. */
export function ValueFilter({
  filters,
  onChange,
}: {
  filters: ValueFilters;
  onChange: (change: Partial<ValueFilters>) => void;
}) {
  const workspace = useWorkspace();
  const currencies = useQuery(tenderQueries.currencies(workspace.id)).data ?? [];
  return (
    <>
      <Select
        value={filters.currency || ALL}
        onValueChange={(value) => onChange({ currency: value === ALL ? '' : value })}
      >
        <SelectTrigger aria-label="Currency" className="w-auto min-w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All currencies</SelectItem>
          {currencies.map((currency) => (
            <SelectItem key={currency} value={currency}>
              {currency}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <BoundInput label="Minimum value" value={filters.min} onCommit={(min) => onChange({ min })} />
      <BoundInput label="Maximum value" value={filters.max} onCommit={(max) => onChange({ max })} />
    </>
  );
}
