import { Children, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SHOWN_FIRST } from '../model';

/** An item's link to its tender: the whole text block, at least 44 px high, wrapping long words. */
export const itemLinkClass =
  'grid min-h-11 min-w-11 content-center gap-0.5 break-words rounded-md text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** One item of a list: its link, then a row of badges and its one-tap action. */
export const itemClass = 'grid gap-2 py-3 first:pt-0 last:pb-0';

/** ' · Workspace name', when the user has more than one workspace. */
export function WorkspaceName({ name }: { name: string }) {
  return (
    <>
      {' · '}
      <span className="font-medium">{name}</span>
    </>
  );
}

interface MyWorkSectionProps {
  title: string;
  description: string;
  /** What the empty list says, e.g. 'You have no open tasks.' */
  empty: string;
  /** 'tasks', 'deadlines': the button says 'Show all 12 tasks'. */
  noun: string;
  /** The items (li), soonest first: the first SHOWN_FIRST are shown until 'Show all'. */
  children: ReactNode;
}

/** A titled list of items (the soonest first, the rest on request), or the sentence that says it is empty. */
export function MyWorkSection({ title, description, empty, noun, children }: MyWorkSectionProps) {
  const [all, setAll] = useState(false);
  const items = Children.toArray(children);
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {items.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-label={title} className="grid divide-y">
            {all ? items : items.slice(0, SHOWN_FIRST)}
          </ul>
        )}
        {items.length > SHOWN_FIRST ? (
          <Button
            variant="outline"
            className="mt-3 min-h-11 w-full"
            aria-expanded={all}
            onClick={() => setAll(!all)}
          >
            {all ? `Show the first ${SHOWN_FIRST} only` : `Show all ${items.length} ${noun}`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
