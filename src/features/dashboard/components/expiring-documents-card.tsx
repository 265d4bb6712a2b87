import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import type { ExpiringDocumentTender } from '../api/queries';
import { EXPIRING_DOCUMENTS_FAILED } from '../model';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The alert itself, loaded only when there is something to say (ExpiringDocumentsAlert), so
 * the dashboard's first load does not carry it.
 */
export default function ExpiringDocumentsCard({
  query,
}: {
  query: UseQueryResult<ExpiringDocumentTender[]>;
}) {
  const tenders = query.data ?? [];
  const total = tenders[0]?.tenders ?? 0;
  return (
    <Card className="border-amber-300 dark:border-amber-400/40" data-testid="expiring-documents-alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
          Company documents expiring before submission
        </CardTitle>
        <CardDescription>
          These open tenders require a company document that expires before their submission date. Renew it on
          the{' '}
          <Link to={paths.app.companyDocuments} className={linkClass}>
            Company documents
          </Link>{' '}
          page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoadingError ? (
          <LoadError message={EXPIRING_DOCUMENTS_FAILED} query={query} />
        ) : (
          <ul aria-label="Tenders with company documents expiring before submission" className="grid gap-3">
            {tenders.map((tender) => (
              <li key={tender.tender_id} className="grid gap-0.5 text-sm">
                <Link to={paths.app.tender(tender.tender_id)} className={`wrap-user-text ${linkClass}`}>
                  {tender.title}
                  {tender.reference_number ? ` (${tender.reference_number})` : ''}
                </Link>
                <span className="wrap-user-text text-muted-foreground">
                  Submission {formatShortDate(tender.tender_submission_date)}: {tender.documents.join(', ')}{' '}
                  {tender.documents.length === 1 ? 'expires' : 'expire'} before it
                </span>
              </li>
            ))}
          </ul>
        )}
        {total > tenders.length ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Showing {tenders.length} of {total} tenders.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
