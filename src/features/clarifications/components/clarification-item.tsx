import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
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
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One question of the log: its number, clause and status, who asked it and when, and the answer. */
export function ClarificationItem({ question, askedBy, onEdit, onDelete }: ClarificationItemProps) {
  const asked = question.asked_on ? `asked ${formatShortDate(question.asked_on)}` : 'not sent yet';
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Question {question.number}</h3>
        {question.clause ? (
          <span className="text-sm text-muted-foreground">Clause {question.clause}</span>
        ) : null}
        <span
          className={cn(
            'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
            statusClasses[question.status],
          )}
        >
          {clarificationStatusLabels[question.status]}
        </span>
        {onEdit || onDelete ? (
          <span className="ml-auto flex gap-1 print:hidden">
            <Button
              variant="ghost"
              size="icon"
              onClick={onEdit}
              aria-label={`Edit question ${question.number}`}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              onClick={onDelete}
              aria-label={`Delete question ${question.number}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        ) : null}
      </div>
      <p className="whitespace-pre-line">{question.question}</p>
      <p className="text-sm text-muted-foreground">
        {askedBy}, {asked}
      </p>
      {question.answer ? (
        <div className="rounded-md border-l-4 border-green-600 bg-muted/50 px-3 py-2">
          <p className="text-sm font-medium">
            Answer{question.answered_on ? `, ${formatShortDate(question.answered_on)}` : ''}
          </p>
          <p className="whitespace-pre-line text-sm">{question.answer}</p>
        </div>
      ) : null}
    </li>
  );
}
