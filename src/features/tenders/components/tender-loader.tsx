import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/errors';
import { tenderQueries } from '../api/queries';
import type { Tender } from '../model';
import { TenderNotFound } from './tender-not-found';

interface TenderLoaderProps {
  id: string;
  children: (tender: Tender) => ReactNode;
}

/** Loads one tender: a placeholder, then the content, 'Tender not found', or 'Failed to load tender details'. */
export function TenderLoader({ id, children }: TenderLoaderProps) {
  const query = useQuery(tenderQueries.detail(id));
  // Not found on refresh (deleted, or the user left its workspace): the cached copy goes too.
  if (isNotFoundError(query.error)) return <TenderNotFound />;
  if (query.data) return children(query.data);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading tender" className="grid gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return <LoadError message="Failed to load tender details" query={query} />;
}
