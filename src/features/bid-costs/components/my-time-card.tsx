import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { addDays, formatDateRange, localDateString } from '@/lib/dates';
import { calendarWeek } from '@/lib/dates-week';
import { myTimeQuery } from '../api/my-time';
import { formatHours } from '../model';
import { myTimeMessages } from '../my-time';
import { MyTimeEntries } from './my-time-entries';

const weekday = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short' });

/** 'My time': the user's entries of a week (their locale's week) and its totals, week by week. */
export function MyTimeCard() {
  const [start, setStart] = useState(() => calendarWeek(localDateString()).start);
  const query = useQuery(myTimeQuery(start));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 p-4 sm:p-6">
        <div className="grid gap-1.5">
          <CardTitle>My time</CardTitle>
          <CardDescription>{formatDateRange(start, addDays(start, 6))}</CardDescription>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Previous week"
            onClick={() => setStart(addDays(start, -7))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Next week"
            onClick={() => setStart(addDays(start, 7))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your time...
          </p>
        ) : !query.data ? (
          <LoadError message={myTimeMessages.loadFailed} query={query} />
        ) : (
          <>
            <dl
              aria-label="Hours by day"
              className="grid grid-cols-4 gap-2 text-center text-sm sm:grid-cols-8"
            >
              {query.data.days.map((day) => (
                <div key={day.date} className="rounded-md border p-2">
                  <dt className="text-muted-foreground">{weekday(day.date)}</dt>
                  <dd className="tabular-nums">{formatHours(day.hours)}</dd>
                </div>
              ))}
              <div className="rounded-md border bg-muted p-2 font-medium">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatHours(query.data.total)}</dd>
              </div>
            </dl>
            {query.data.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{myTimeMessages.empty}</p>
            ) : (
              <MyTimeEntries entries={query.data.entries} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
