import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useWorkspace } from '@/lib/workspace';
import { dashboardQueries } from '../api/queries';

const ExpiringDocumentsCard = lazy(() => import('./expiring-documents-card'));

/**
 * The open tenders that require a company document expiring before their submission date
 * (SQL decides: expiring_document_tenders), soonest submission first; nothing while there
 * are none (the card's code loads only when there are).
 */
export function ExpiringDocumentsAlert() {
  const workspace = useWorkspace();
  const query = useQuery(dashboardQueries.expiringDocuments(workspace.id));
  if (query.isPending || (query.data && query.data.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <ExpiringDocumentsCard query={query} />
    </Suspense>
  );
}
