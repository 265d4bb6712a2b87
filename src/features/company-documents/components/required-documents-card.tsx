import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog } from '@/components/form-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { companyDocumentQueries, type CheckedTender } from '../api/queries';
import { companyDocumentMessages, expiringSentence } from '../model';
import { RequiredDocumentItem } from './required-document-item';
import { RequiredDocumentsForm } from './required-documents-form';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The company documents the tender requires, each with its expiry, and a warning when any
 * expires before the submission date (decided in SQL); admins and managers choose them from
 * the library.
 */
export function RequiredDocumentsCard({ tender }: { tender: CheckedTender }) {
  const role = useRoleIn(tender.workspace_id);
  const canEdit = role !== undefined && canEditTenders(role);
  const required = useQuery(companyDocumentQueries.required(tender.id));
  const expiring = useQuery(companyDocumentQueries.expiring(tender));
  const [choosing, setChoosing] = useState(false);
  const documents = required.data ?? [];
  const problems = new Set(expiring.data?.map((row) => row.company_document_id));
  const count = documents.filter((document) => problems.has(document.id)).length;
  return (
    <Card data-testid="required-documents-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Required company documents</CardTitle>
          <CardDescription>
            From the{' '}
            <Link to={paths.app.companyDocuments} className={linkClass}>
              company documents
            </Link>{' '}
            library, checked against the submission date.
          </CardDescription>
        </div>
        {canEdit && required.isSuccess ? (
          <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
            Choose documents
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {count > 0 && tender.tender_submission_date ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {expiringSentence(count)} before the submission date (
            {formatShortDate(tender.tender_submission_date)}): renew {count === 1 ? 'it' : 'them'} before
            submitting, or the bid may be disqualified.
          </p>
        ) : null}
        {required.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : required.isLoadingError ? (
          <LoadError message={companyDocumentMessages.requiredLoadFailed} query={required} />
        ) : documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">No company document is required yet.</p>
        ) : (
          <ul aria-label="Required company documents" className="divide-y rounded-md border">
            {documents.map((document) => (
              <RequiredDocumentItem
                key={document.id}
                document={document}
                expiresTooEarly={problems.has(document.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <FormDialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Required company documents"
        description="Tick the company documents this tender requires."
      >
        {(form) => (
          <RequiredDocumentsForm
            tender={tender}
            required={documents.map((document) => document.id)}
            {...form}
          />
        )}
      </FormDialog>
    </Card>
  );
}
