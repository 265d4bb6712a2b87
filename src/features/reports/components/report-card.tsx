import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { cn } from '@/lib/utils';
import { LOAD_FAILED } from '../model';

interface ReportCardProps<T> {
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  /** Beside the title, e.g. Export CSV (given the data once it is there). */
  action?: (data: T | undefined) => ReactNode;
  children: (data: T) => ReactNode;
}

/** A report section: its title, then a skeleton, its own error with a retry (and the spec's toast), or its content. */
export function ReportCard<T>({ title, description, query, action, children }: ReportCardProps<T>) {
  useLoadErrorToast(query, LOAD_FAILED);
  return (
    <Card aria-busy={query.isFetching}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action?.(query.data)}
      </CardHeader>
      <CardContent className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">Loading {title}...</span>
            <Skeleton className="h-48" />
          </div>
        ) : query.data === undefined ? (
          <LoadError message={LOAD_FAILED} query={query} />
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
