import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

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
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed elsewhere (the header search, back, a link): show its text.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    setCommitted(next);
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);

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
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
      />
    </div>
  );
}
