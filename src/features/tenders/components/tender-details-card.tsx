import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';
import { EMPTY_DESCRIPTION, type Tender } from '../model';
import { DeadlineBadge, DeadlineMissedBadge } from './deadline-cue';
import { DetailRow } from './detail-row';
import { TenderStatusSelect } from './tender-status-select';

function Deadline({ date, tender, children }: { date: string | null; tender: Tender; children?: ReactNode }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{formatLongDate(date)}</span>
      <DeadlineBadge date={date} status={tender.status} />
      {children}
    </span>
  );
}

/** Reference, status (with its selector), client, description and both deadlines; `inquiryCue` goes beside the inquiry deadline. */
export function TenderDetailsCard({ tender, inquiryCue }: { tender: Tender; inquiryCue?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <DetailRow label="Reference">{tender.reference_number}</DetailRow>
          <DetailRow label="Status">
            <span className="flex flex-wrap items-center gap-3">
              <StatusBadge status={tender.status} />
              <DeadlineMissedBadge tender={tender} />
              <TenderStatusSelect tender={tender} />
            </span>
          </DetailRow>
          <DetailRow label="Client">{tender.client}</DetailRow>
          <DetailRow label="Description" className="sm:col-span-2">
            {tender.description ? (
              <p className="whitespace-pre-line">{tender.description}</p>
            ) : (
              <p className="text-muted-foreground">{EMPTY_DESCRIPTION}</p>
            )}
          </DetailRow>
          <DetailRow label="Last Date for Inquiry Submission">
            <Deadline date={tender.inquiry_submission_date} tender={tender}>
              {inquiryCue}
            </Deadline>
          </DetailRow>
          <DetailRow label="Last Date for Tender Submission">
            <Deadline date={tender.tender_submission_date} tender={tender} />
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}
