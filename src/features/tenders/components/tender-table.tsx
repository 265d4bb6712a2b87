import { CalendarClock, ChevronRight, Paperclip } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { DraftsPill } from '@/components/drafts-pill';
import { StatusBadge } from '@/components/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { TenderSort } from '../list-filters';
import { formatMoney } from '@/lib/money';
import { progressText, type RequirementProgress } from '@/lib/requirement-progress';
import { tenderValue, type Tender } from '../model';
import { DeadlineCue, DeadlineMissedBadge } from './deadline-cue';
import { SortableHead } from './sortable-head';

interface TenderTableProps {
  tenders: Tender[];
  /** Documents per tender id (a paperclip with the count when there are any). */
  documentCounts?: Record<string, number>;
  /** Clarification questions still drafts per tender id (the inquiry deadline's cue). */
  draftQuestions?: Record<string, number>;
  /** Compliance progress per tender id (the Requirements column). */
  requirementProgress?: Record<string, RequirementProgress>;
  sort: TenderSort;
  onSort: (sort: TenderSort) => void;
}

/** The list's table; a click anywhere on a row opens the tender, and its arrow link reaches it by keyboard. */
export function TenderTable({
  tenders,
  documentCounts = {},
  draftQuestions = {},
  requirementProgress = {},
  sort,
  onSort,
}: TenderTableProps) {
  const navigate = useNavigate();
  const head = { sort, onSort };
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <SortableHead label="Reference #" column="reference" className="hidden sm:table-cell" {...head} />
          <SortableHead label="Title" column="title" {...head} />
          <SortableHead label="Client" column="client" className="hidden md:table-cell" {...head} />
          <SortableHead label="Status" column="status" {...head} />
          <SortableHead label="Value" column="value" className="hidden text-right md:table-cell" {...head} />
          <SortableHead
            label="Submission Date"
            column="deadline"
            className="hidden md:table-cell"
            {...head}
          />
          <TableHead className="hidden xl:table-cell">Requirements</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tenders.map((tender) => (
          <TableRow
            key={tender.id}
            onClick={() => navigate(paths.app.tender(tender.id))}
            className="cursor-pointer hover:bg-muted/50 has-[a:focus-visible]:bg-muted/50"
          >
            <TableCell
              className="hidden max-w-36 truncate font-medium sm:table-cell"
              title={tender.reference_number}
            >
              {tender.reference_number}
            </TableCell>
            <TableCell className="max-w-md md:min-w-44">
              {/* Below 640 px the reference sits under the title. */}
              <span className="block truncate text-xs font-medium text-muted-foreground sm:hidden">
                {tender.reference_number}
              </span>
              <span className="line-clamp-2 break-words" title={tender.title}>
                {tender.title}
              </span>
              <span className="flex flex-wrap items-center gap-x-2">
                <DocumentCount count={documentCounts[tender.id] ?? 0} />
                <DraftsPill drafts={draftQuestions[tender.id] ?? 0} />
              </span>
              {/* Below 768 px the client and the deadline sit under the title: on site, the deadline is what people check. */}
              <span className="mt-1 grid gap-1 text-xs md:hidden">
                <span className="truncate text-muted-foreground" title={tender.client}>
                  {tender.client}
                </span>
                <span className="flex items-center gap-1.5">
                  <CalendarClock aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                  <span className="sr-only">Submission date: </span>
                  <DeadlineCue date={tender.tender_submission_date} status={tender.status} />
                </span>
              </span>
            </TableCell>
            <TableCell
              className="hidden max-w-48 truncate text-muted-foreground md:table-cell"
              title={tender.client}
            >
              {tender.client}
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-1.5">
                <StatusBadge status={tender.status} />
                <DeadlineMissedBadge tender={tender} />
              </span>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-right tabular-nums md:table-cell">
              <Value tender={tender} />
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <DeadlineCue date={tender.tender_submission_date} status={tender.status} />
            </TableCell>
            <TableCell className="hidden text-xs xl:table-cell">
              <Progress progress={requirementProgress[tender.id]} />
            </TableCell>
            <TableCell className="text-right">
              <Link
                to={paths.app.tender(tender.id)}
                onClick={(event) => event.stopPropagation()}
                aria-label={`Open ${tender.title}`}
                className="inline-grid size-8 place-items-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** '2/3' complete of applicable, and the mandatory ones while any is incomplete. */
function Progress({ progress }: { progress: RequirementProgress | undefined }) {
  if (!progress || progress.applicable === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid whitespace-nowrap" title={progressText(progress)}>
      <span className="tabular-nums">
        {progress.complete}/{progress.applicable} complete
      </span>
      {progress.mandatory_complete < progress.mandatory ? (
        <span className="text-muted-foreground">
          mandatory {progress.mandatory_complete}/{progress.mandatory}
        </span>
      ) : null}
    </span>
  );
}

function Value({ tender }: { tender: Tender }) {
  const value = tenderValue(tender);
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return <>{formatMoney(value, tender.currency, { whole: true })}</>;
}

function DocumentCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Paperclip aria-hidden className="size-3" />
      {count} <span className="sr-only">{count === 1 ? 'document' : 'documents'}</span>
    </span>
  );
}
