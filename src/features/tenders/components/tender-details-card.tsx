import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import type { Tender } from '../model';
import { ColumnRows } from './column-rows';
import { DeadlineBadge, DeadlineMissedBadge } from './deadline-cue';
import { TenderStatusSelect } from './tender-status-select';

function Deadline({ date, tender, children }: { date: string | null; tender: Tender; children?: ReactNode }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{formatShortDate(date, 'Not set')}</span>
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
          <ColumnRows
            card="details"
            tender={tender}
            custom={{
              status: (
                <span className="flex flex-wrap items-center gap-3">
                  <StatusBadge status={tender.status} />
                  <DeadlineMissedBadge tender={tender} />
                  <TenderStatusSelect tender={tender} />
                </span>
              ),
              inquiry_submission_date: (
                <Deadline date={tender.inquiry_submission_date} tender={tender}>
                  {inquiryCue}
                </Deadline>
              ),
              tender_submission_date: <Deadline date={tender.tender_submission_date} tender={tender} />,
            }}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
