import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The header search: submitting opens the tender list filtered by the text. */
export function AppSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `${paths.app.tenders}?q=${encodeURIComponent(query)}` : paths.app.tenders);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search tenders
      </label>
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground sm:left-3"
        aria-hidden
      />
      <Input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search tenders"
        className="h-9 pl-8 pr-1 placeholder:text-xs sm:pl-9 sm:pr-3 sm:placeholder:text-sm"
        autoComplete="off"
      />
    </form>
  );
}
