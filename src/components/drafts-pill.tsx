import { MessageCircleQuestion } from 'lucide-react';
import { Pill } from '@/components/pill';
import { draftsCue } from '@/lib/clarification-drafts';

/** '2 questions still drafts' as an amber pill; nothing without drafts. */
export function DraftsPill({ drafts }: { drafts: number }) {
  const cue = draftsCue(drafts);
  if (!cue) return null;
  return (
    <Pill
      icon={MessageCircleQuestion}
      className="justify-self-start border border-amber-300 bg-amber-50 px-2 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200"
    >
      {cue}
    </Pill>
  );
}
