import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Pill } from '@/components/pill';
import { RowAction } from '@/components/row-action';
import { formatShortDate } from '@/lib/dates';
import { useNearViewport } from '@/lib/use-near-viewport';
import { clarificationStatusLabels, type Clarification, type ClarificationStatus } from '../model';

const statusClasses: Record<ClarificationStatus, string> = {
  draft: 'bg-muted text-foreground',
  sent: 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200',
  answered: 'bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200',
};

interface ClarificationItemProps {
  question: Clarification;
  askedBy: string;
  /** Edit and Delete, for admins and managers. */
  onEdit?: (question: Clarification) => void;
  onDelete?: (question: Clarification) => void;
  /** Whole from the first render (the questions the tab shows first), not once it nears the viewport. */
  eager?: boolean;
}

const itemClass = 'grid gap-2 py-4 first:pt-0 last:pb-0';

/**
 * One question of the log: its number, clause and status, who asked it and when, and the
 * answer. A question more than a screen away from the viewport is its text only (the same
 * facts, for find in page, print and screen readers) and gets its badge, Edit and Delete as
 * it nears it: 200 whole cards took the tab three times as long as 10.
 */
function Item({ question, askedBy, onEdit, onDelete, eager = false }: ClarificationItemProps) {
  const [ref, near] = useNearViewport(eager);
  const asked = question.asked_on ? `asked ${formatShortDate(question.asked_on)}` : 'not sent yet';
  const answered = `Answer${question.answered_on ? `, ${formatShortDate(question.answered_on)}` : ''}`;
  if (!near)
    return (
      <li ref={ref} className={itemClass}>
        <h3 className="font-semibold">Question {question.number}</h3>
        <p className="whitespace-pre-line">
          {`${question.clause ? `Clause ${question.clause} · ` : ''}${clarificationStatusLabels[question.status]}\n${question.question}`}
        </p>
        <p className="whitespace-pre-line text-sm text-muted-foreground">
          {`${askedBy}, ${asked}${question.answer ? `\n${answered}: ${question.answer}` : ''}`}
        </p>
      </li>
    );
  return (
    <li ref={ref} className={itemClass}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Question {question.number}</h3>
        {question.clause ? (
          <span className="text-sm text-muted-foreground">Clause {question.clause}</span>
        ) : null}
        <Pill className={statusClasses[question.status]}>{clarificationStatusLabels[question.status]}</Pill>
        {onEdit || onDelete ? (
          <span className="ml-auto flex gap-1 print:hidden">
            <RowAction
              label={`Edit question ${question.number}`}
              icon={Pencil}
              onClick={() => onEdit?.(question)}
            />
            <RowAction
              label={`Delete question ${question.number}`}
              icon={Trash2}
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete?.(question)}
            />
          </span>
        ) : null}
      </div>
      <p className="whitespace-pre-line">{question.question}</p>
      <p className="text-sm text-muted-foreground">
        {askedBy}, {asked}
      </p>
      {question.answer ? (
        <div className="rounded-md border-l-4 border-green-600 bg-muted/50 px-3 py-2">
          <p className="text-sm font-medium">{answered}</p>
          <p className="whitespace-pre-line text-sm">{question.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

/** Memoised: saving one question re-renders one card. */
export const ClarificationItem = memo(Item);
