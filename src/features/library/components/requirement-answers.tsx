import { useQuery } from '@tanstack/react-query';
import { BookOpen, PenLine, Search, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_DUE } from '@shared/cues.ts';
import { Pill } from '@/components/pill';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import { REVIEW_DUE_COLOURS } from '../model';
import { linkQueries, useAdaptAnswer, useUnlinkAnswer, type LinkedAnswer } from '../api/links';
import { AdaptAnswerDialog } from './adapt-answer-dialog';
import { FindAnswerDialog } from './find-answer-dialog';

const NO_LINKS: readonly LinkedAnswer[] = [];

interface RequirementAnswersProps {
  tender: { id: string; workspace_id: string };
  requirement: { id: string; requirement: string };
}

/**
 * A requirement's library answers: each used as it is or adapted for this tender (a copy the
 * tender owns, linked to its entry), and 'Find an answer'.
 */
export default function RequirementAnswers({ tender, requirement }: RequirementAnswersProps) {
  const links = useQuery(linkQueries.byTender(tender.id)).data ?? NO_LINKS;
  const due = useQuery(linkQueries.dueForReview(tender.workspace_id)).data;
  const mine = links.filter((link) => link.requirement_id === requirement.id);
  const [finding, setFinding] = useState(false);
  const [adapting, setAdapting] = useState<LinkedAnswer | null>(null);
  const adapt = useAdaptAnswer();
  const unlink = useUnlinkAnswer();
  return (
    <div className="grid gap-2">
      {mine.length > 0 ? (
        <ul aria-label={`Answers to ${requirement.requirement}`} className="grid gap-1">
          {mine.map((link) => {
            const title = link.answer?.title ?? 'Answer';
            return (
              <li
                key={link.id}
                className="flex flex-wrap items-center gap-2 rounded-md bg-muted/40 px-2 py-1 text-sm"
              >
                <BookOpen aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 basis-48 break-words">{title}</span>
                {due?.includes(link.answer_id) ? (
                  <Pill className={REVIEW_DUE_COLOURS}>{REVIEW_DUE}</Pill>
                ) : null}
                <Pill className="bg-secondary text-secondary-foreground">
                  {link.adapted_body === null ? 'Used as is' : 'Adapted for this tender'}
                </Pill>
                <RowAction label={`Adapt ${title}`} icon={PenLine} onClick={() => setAdapting(link)} />
                {link.adapted_body !== null ? (
                  <RowAction
                    label={`Use ${title} as is`}
                    icon={Undo2}
                    disabled={adapt.isPending}
                    onClick={() => adapt.mutate({ linkId: link.id, text: null })}
                  />
                ) : null}
                <RowAction
                  label={`Remove ${title}`}
                  icon={X}
                  destructive
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate(link.id)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div>
        <Button variant="outline" size="sm" onClick={() => setFinding(true)}>
          <Search aria-hidden /> Find an answer
        </Button>
      </div>
      <FindAnswerDialog
        open={finding}
        onOpenChange={setFinding}
        tender={tender}
        requirement={requirement}
        linkedIds={mine.map((link) => link.answer_id)}
      />
      <AdaptAnswerDialog link={adapting} onClose={() => setAdapting(null)} />
    </div>
  );
}
