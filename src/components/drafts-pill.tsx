import { MessageCircleQuestion } from 'lucide-react';
import { draftsCue } from '@/lib/clarification-drafts';

/** '2 questions still drafts' as an amber pill; nothing without drafts. */
export function DraftsPill({ drafts }: { drafts: number }) {
  const cue = draftsCue(drafts);
  if (!cue) return null;
  return (
    <span className="inline-flex items-center gap-1 justify-self-start whitespace-nowrap rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200">
      <MessageCircleQuestion aria-hidden className="size-3" />
      {cue}
    </span>
  );
}
