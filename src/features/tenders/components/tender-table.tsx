import { CalendarClock, ChevronRight, MessageSquare, Paperclip } from 'lucide-react';
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
  /** Comments per tender id, its tasks' included (a speech bubble with the count when there are any). */
  commentCounts?: Record<string, number>;
  /** Clarification questions still drafts per tender id (the inquiry deadline's cue). */
  draftQuestions?: Record<string, number>;
  /** Compliance progress per tender id (the Requirements column). */
  requirementProgress?: Record<string, RequirementProgress>;
  sort: TenderSort;
  onSort: (sort: TenderSort) => void;
}

// The columns follow the list's own width (a container query on the card around it), not the
// window's: the sidebar takes 280 px of a laptop. What has no column of its own at a width sits
// under the title, so every column shown fits and nothing is cut.
const at = {
  /** Status: from 448 px; under the title below. */
  status: '@md:table-cell',
  /** Value and submission date: from 672 px. */
  figures: '@2xl:table-cell',
  /** Requirements: from 896 px (a 1280 px laptop with the sidebar open). */
  requirements: '@4xl:table-cell',
  /** Client: from 1024 px. */
  client: '@5xl:table-cell',
  /** Reference: from 1152 px. */
  reference: '@6xl:table-cell',
} as const;

/** The list's table; a click anywhere on a row opens the tender, and its arrow link reaches it by keyboard. */
export function TenderTable({
  tenders,
  documentCounts = {},
  commentCounts = {},
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
          <SortableHead
            label="Reference #"
            column="reference"
            className={`hidden ${at.reference}`}
            {...head}
          />
          <SortableHead label="Title" column="title" {...head} />
          <SortableHead label="Client" column="client" className={`hidden ${at.client}`} {...head} />
          <SortableHead label="Status" column="status" className={`hidden ${at.status}`} {...head} />
          <SortableHead
            label="Value"
            column="value"
            className={`hidden text-right ${at.figures}`}
            {...head}
          />
          <SortableHead
            label="Submission Date"
            column="deadline"
            className={`hidden ${at.figures}`}
            {...head}
          />
          <TableHead className={`hidden ${at.requirements}`}>Requirements</TableHead>
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
              className={`hidden max-w-36 truncate font-medium ${at.reference}`}
              title={tender.reference_number}
            >
              {tender.reference_number}
            </TableCell>
            <TableCell className="min-w-40 max-w-md">
              <span className="block truncate text-xs font-medium text-muted-foreground @6xl:hidden">
                {tender.reference_number}
              </span>
              <span className="line-clamp-2 break-words" title={tender.title}>
                {tender.title}
              </span>
              <span className="flex flex-wrap items-center gap-x-2">
                <DocumentCount count={documentCounts[tender.id] ?? 0} />
                <CommentCount count={commentCounts[tender.id] ?? 0} />
                <DraftsPill drafts={draftQuestions[tender.id] ?? 0} />
              </span>
              <span className="mt-1 grid gap-1 text-xs">
                <span className="truncate text-muted-foreground @5xl:hidden" title={tender.client}>
                  {tender.client}
                </span>
                {/* On site, the deadline is what people check: under the title until it has its column. */}
                <span className="flex items-center gap-1.5 @2xl:hidden">
                  <CalendarClock aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                  <span className="sr-only">Submission date: </span>
                  <DeadlineCue date={tender.tender_submission_date} status={tender.status} />
                </span>
                <Status tender={tender} className="@md:hidden" />
              </span>
            </TableCell>
            <TableCell
              className={`hidden max-w-48 truncate text-muted-foreground ${at.client}`}
              title={tender.client}
            >
              {tender.client}
            </TableCell>
            <TableCell className={`hidden ${at.status}`}>
              <Status tender={tender} />
            </TableCell>
            <TableCell className={`hidden whitespace-nowrap text-right tabular-nums ${at.figures}`}>
              <Value tender={tender} />
            </TableCell>
            <TableCell className={`hidden ${at.figures}`}>
              <DeadlineCue date={tender.tender_submission_date} status={tender.status} />
            </TableCell>
            <TableCell className={`hidden text-xs ${at.requirements}`}>
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

function Status({ tender, className }: { tender: Tender; className?: string }) {
  return (
    <span className={`flex flex-wrap items-center gap-1.5 ${className ?? ''}`}>
      <StatusBadge status={tender.status} />
      <DeadlineMissedBadge tender={tender} />
    </span>
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

function CommentCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
      <MessageSquare aria-hidden className="size-3" />
      {count} <span className="sr-only">{count === 1 ? 'comment' : 'comments'}</span>
    </span>
  );
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
