import { History, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { REVIEW_DUE } from '@shared/cues.ts';
import { Pill } from '@/components/pill';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import {
  REVIEW_DUE_COLOURS,
  lastReviewedText,
  statusColours,
  statusLabels,
  usageText,
  type LibraryEntry,
} from '../model';
import { AnswerText } from './answer-text';
import { MarkedText } from './marked-text';

interface AnswerRowProps {
  answer: LibraryEntry;
  categoryName: string | null;
  ownerName: string | null;
  canEdit: boolean;
  onEdit: () => void;
  onVersions: () => void;
  /** Takes the focus when it appears (the first entry 'Show more' added). */
  focusOnMount?: boolean;
}

/**
 * One entry: its title and excerpt with the matched words marked, status, category, owner,
 * review, usage and tags; the formatted answer behind 'Show answer'.
 */
export function AnswerRow({
  answer,
  categoryName,
  ownerName,
  canEdit,
  onEdit,
  onVersions,
  focusOnMount = false,
}: AnswerRowProps) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the row first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const details = [
    categoryName,
    ownerName ? `Owner: ${ownerName}` : null,
    lastReviewedText(answer.last_reviewed_on),
  ];
  return (
    <li className="grid gap-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 ref={heading} tabIndex={-1} className="break-words font-medium">
            <MarkedText text={answer.title_marked} />
          </h3>
          <p className="text-sm text-muted-foreground">{details.filter(Boolean).join(' · ')}</p>
          <p className="text-sm">{usageText(answer)}</p>
        </div>
        <div className="flex items-center gap-1">
          {answer.review_due ? <Pill className={REVIEW_DUE_COLOURS}>{REVIEW_DUE}</Pill> : null}
          <Pill className={statusColours[answer.status]}>{statusLabels[answer.status]}</Pill>
          <RowAction label={`Versions of ${answer.title}`} icon={History} onClick={onVersions} />
          {canEdit ? <RowAction label={`Edit ${answer.title}`} icon={Pencil} onClick={onEdit} /> : null}
        </div>
      </div>
      {answer.excerpt_marked ? (
        <p className="break-words text-sm text-muted-foreground">
          <MarkedText text={answer.excerpt_marked} />
        </p>
      ) : null}
      {answer.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {answer.tags.map((tag) => (
            <li key={tag} className="rounded bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide answer' : 'Show answer'}
        </Button>
      </div>
      {open ? <AnswerText text={answer.body} className="rounded-md border p-3" /> : null}
    </li>
  );
}
