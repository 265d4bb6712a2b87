import { Switch } from '@/components/ui/switch';
import { formatShortDate } from '@/lib/dates';
import {
  answeredFromDocuments,
  type ExpiringCertificate,
  type KillAnswers,
  type KillQuestion,
} from '../model';

interface KillQuestionsProps {
  /** Prefix of the switches' ids (unique on the page). */
  id: string;
  questions: readonly KillQuestion[];
  answers: KillAnswers;
  onChange: (answers: KillAnswers) => void;
  /** Required company documents expiring before the deadline: they answer the certificate question. */
  expiring: readonly ExpiringCertificate[];
}

/** The yes/no questions of the scorecard; any yes means no bid. */
export function KillQuestions({ id, questions, answers, onChange, expiring }: KillQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Kill questions (any yes means no bid)</legend>
      {questions.map((question) => {
        const fromDocuments = answeredFromDocuments(question, expiring);
        return (
          <div key={question.id} className="grid gap-1">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={`${id}-${question.id}`} className="text-sm">
                {question.question}
              </label>
              <Switch
                id={`${id}-${question.id}`}
                checked={answers[question.id] === true}
                aria-describedby={fromDocuments ? `${id}-${question.id}-note` : undefined}
                onCheckedChange={(checked) => onChange({ ...answers, [question.id]: checked })}
              />
            </div>
            {fromDocuments ? (
              <p id={`${id}-${question.id}-note`} className="text-xs text-muted-foreground">
                From the company documents:{' '}
                {expiring.map((doc) => `${doc.name} expires ${formatShortDate(doc.expires_on)}`).join('; ')},
                before the submission deadline.
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
