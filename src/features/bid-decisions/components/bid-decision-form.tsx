import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useRecordBidDecision } from '../api/record-decision';
import { decisionFormSchema } from '../form';
import { useDecisionConflict } from '../hooks/use-decision-conflict';
import {
  bidBand,
  bidMessages,
  bidScore,
  initialKillAnswers,
  isKilled,
  SCORE_VALUES,
  topScoreText,
  type BidDecision,
  type BidDecisionValue,
  type BidSetup,
  type ExpiringCertificate,
  type KillAnswers,
  type Scores,
  type Thresholds,
} from '../model';
import { DecisionConflict } from './decision-conflict';
import { KillQuestions } from './kill-questions';
import { ScoreChoice } from './score-choice';
import { ScorePreview } from './score-preview';

const SCORE_OPTIONS = SCORE_VALUES.map((value) => ({ value, label: String(value) }));
const DECISION_OPTIONS = [
  { value: 'bid', label: 'Bid' },
  { value: 'no-bid', label: 'No bid' },
] as const;

interface BidDecisionFormProps {
  tenderId: string;
  setup: BidSetup;
  thresholds: Thresholds;
  /** The recorded decision whose scores, answers and words the form starts from. */
  initial: BidDecision | null;
  /** Required company documents expiring before the deadline (they pre-answer the certificate question). */
  expiring: readonly ExpiringCertificate[];
  onRecorded: (decision: BidDecisionValue) => void;
  onCancel?: () => void;
  /** Someone decided meanwhile: the form stays open with what was typed. */
  onConflict?: () => void;
}

/** Scores 1–5, kill questions, the live score and band, then Bid or No bid with the rationale. */
export function BidDecisionForm({
  tenderId,
  setup,
  thresholds,
  initial,
  expiring,
  onRecorded,
  onCancel,
  onConflict,
}: BidDecisionFormProps) {
  const [scores, setScores] = useState<Scores>(() => ({ ...(initial?.scores as Scores | undefined) }));
  const [kills, setKills] = useState<KillAnswers>(() =>
    initialKillAnswers(setup.killQuestions, initial?.kill_answers as KillAnswers | undefined, expiring),
  );
  const [decision, setDecision] = useState<'bid' | 'no-bid' | undefined>(
    initial?.decision === 'skipped' ? undefined : initial?.decision,
  );
  const [rationale, setRationale] = useState(initial?.rationale ?? '');
  const [errors, setErrors] = useState<{ decision?: string; rationale?: string }>({});
  const record = useRecordBidDecision();
  const conflict = useDecisionConflict(tenderId, initial, onConflict);
  const id = useId();

  const killed = isKilled(kills);
  const score = bidScore(setup.criteria, scores);
  const band = bidBand(score, killed, thresholds);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = decisionFormSchema.safeParse({ decision, rationale });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const message = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ decision: message('decision'), rationale: message('rationale') });
      return;
    }
    setErrors({});
    record.mutate(
      { tenderId, ...parsed.data, scores, killAnswers: kills, replaces: conflict.replaces },
      {
        onSuccess: () => {
          toast.success(bidMessages.recorded);
          onRecorded(parsed.data.decision);
        },
        onError: conflict.onError,
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Bid decision" className="grid gap-6">
      <DecisionConflict {...conflict} criteria={setup.criteria} />
      <div className="grid gap-5 sm:grid-cols-2">
        {setup.criteria.map((criterion) => (
          <ScoreChoice
            key={criterion.id}
            legend={`${criterion.name} (weight ${criterion.weight})`}
            hint={topScoreText(criterion)}
            name={`${id}-${criterion.id}`}
            options={SCORE_OPTIONS}
            value={scores[criterion.id]}
            onChange={(value) => setScores((current) => ({ ...current, [criterion.id]: value }))}
          />
        ))}
      </div>
      <KillQuestions
        id={id}
        questions={setup.killQuestions}
        answers={kills}
        onChange={setKills}
        expiring={expiring}
      />
      <ScorePreview score={score} band={band} killed={killed} />
      <div className="grid gap-1">
        <ScoreChoice
          legend="Decision"
          name={`${id}-decision`}
          options={DECISION_OPTIONS}
          value={decision}
          onChange={setDecision}
          describedBy={errors.decision ? `${id}-decision-error` : undefined}
        />
        {errors.decision ? (
          <p id={`${id}-decision-error`} className="text-sm font-medium text-destructive">
            {errors.decision}
          </p>
        ) : null}
      </div>
      <FormField label="Rationale" required error={errors.rationale}>
        {(control) => (
          <Textarea
            {...control}
            required
            maxLength={2000}
            value={rationale}
            onChange={(event) => setRationale(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record decision'}
        </Button>
      </div>
    </form>
  );
}
