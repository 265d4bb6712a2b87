import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedText } from '@/lib/use-debounced-text';

export const SEARCH_DEBOUNCE_MS = 250;
const PLACEHOLDER = 'Search by title, client, or reference number';

interface TenderSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses. */
  onSearch: (text: string) => void;
}

/** The list's search box: typing stays instant, the list follows once typing pauses. */
export function TenderSearch({ value, onSearch }: TenderSearchProps) {
  const id = useId();
  // When the URL changes elsewhere (the header search, back, a link), the box shows its text.
  const [text, changeText] = useDebouncedText(value, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <div className="relative min-w-0 flex-1 sm:min-w-80">
      {/* Named as its placeholder says (the header's search is 'Search tenders'). */}
      <label htmlFor={id} className="sr-only">
        {PLACEHOLDER}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        placeholder={PLACEHOLDER}
        className="pl-9"
        onChange={(event) => changeText(event.target.value)}
      />
    </div>
  );
}
