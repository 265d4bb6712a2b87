// Bid/no-bid rules: the score and band while the form is edited (the recorded ones come
// from SQL: private.bid_score and private.bid_band, the same formula), the words for
// decisions and bands, and when a status change asks for a decision.
import type { TenderStatus } from '@/lib/statuses';
import type { Database } from '@/types/database';

type Tables = Database['public']['Tables'];

export type BidCriterion = Pick<
  Tables['bid_criteria']['Row'],
  'id' | 'name' | 'weight' | 'position' | 'top_score_means'
>;
export type KillQuestion = Pick<Tables['bid_kill_questions']['Row'], 'id' | 'question' | 'position'>;
export type BidDecisionValue = Database['public']['Enums']['bid_decision_value'];
export type BidBand = Database['public']['Enums']['bid_band'];
export type ReportPeriod = Database['public']['Enums']['report_period'];
export type BidDecision = Tables['bid_decisions']['Row'] & { decided_by_name: string | null };
export type Tender = Pick<Tables['tenders']['Row'], 'id' | 'workspace_id' | 'status'>;

export interface BidSetup {
  criteria: BidCriterion[];
  killQuestions: KillQuestion[];
}

export interface Thresholds {
  bid: number;
  review: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { bid: 70, review: 50 };

/** Scores 1–5 by criterion id; kill answers (true = yes) by question id. */
export type Scores = Record<string, number | undefined>;
export type KillAnswers = Record<string, boolean | undefined>;

export const SCORE_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The weighted score 0–100: each score s counts (s − 1) / 4 of its criterion's weight w, so
 * 100 × Σ w·(s − 1) ÷ (4 × Σ w), rounded half up (integer arithmetic, exact); null until
 * every criterion is scored, or when there are none.
 */
export function bidScore(
  criteria: readonly Pick<BidCriterion, 'id' | 'weight'>[],
  scores: Scores,
): number | null {
  if (criteria.length === 0) return null;
  let steps = 0;
  let weights = 0;
  for (const { id, weight } of criteria) {
    const score = scores[id];
    if (score === undefined) return null;
    steps += weight * (score - 1);
    weights += weight;
  }
  const numerator = 100 * steps;
  const denominator = 4 * weights;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The band at the thresholds (inclusive lower bounds); any kill answered yes is 'no-bid'. */
export function bidBand(score: number | null, killed: boolean, thresholds: Thresholds): BidBand | null {
  if (killed) return 'no-bid';
  if (score === null) return null;
  if (score >= thresholds.bid) return 'bid';
  if (score >= thresholds.review) return 'review';
  return 'no-bid';
}

export const isKilled = (answers: KillAnswers) => Object.values(answers).some((answer) => answer === true);

export const bandLabels: Record<BidBand, string> = { bid: 'Bid', review: 'Review', 'no-bid': 'No bid' };
export const decisionLabels: Record<BidDecisionValue, string> = {
  bid: 'Bid',
  'no-bid': 'No bid',
  skipped: 'Skipped',
};

/** Badge colours with AA contrast in both themes. */
export const bandClasses: Record<BidBand, string> = {
  bid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  review: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'no-bid': 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** Moving to In Development asks for a decision when none (not even a skip) is recorded. */
export const needsDecision = (to: TenderStatus, decision: BidDecision | null | undefined) =>
  to === 'in-development' && decision === null;

/** Recording 'No bid' offers Declined while the tender is still being prepared. */
export const offersDecline = (decision: BidDecisionValue, status: TenderStatus) =>
  decision === 'no-bid' && (status === 'under-review' || status === 'in-development');

export const bidMessages = {
  loadFailed: 'Failed to load the bid decision',
  recordFailed: 'Failed to record the decision. Please try again.',
  declineFailed: 'Failed to set the status to Declined. Please try again.',
  settingsFailed: 'Failed to save the bid settings. Please try again.',
  settingsLoadFailed: 'Failed to load the bid settings',
  recorded: 'Decision recorded',
  skipped: 'Decision skipped',
  declined: 'Tender status updated to Declined',
  settingsSaved: 'Bid settings saved',
  unscored: 'Score every criterion to see the score.',
  killedNote: 'A kill question is answered yes: no bid, whatever the score.',
  readOnly: 'Only administrators and managers record bid decisions.',
} as const;

/**
 * Someone recorded a decision after the form was loaded (TFB01): nothing was saved. Says who,
 * in the words the tender form uses when a tender changed meanwhile.
 */
export const decisionConflictMessage = (decidedBy: string | null): string =>
  `${decidedBy || 'Someone else'} recorded a decision on this tender meanwhile. Reload to see the latest version.`;

export interface BidScoreRow {
  outcome: 'won' | 'lost';
  /** Won (or lost) tenders created in the period with a recorded score. */
  scored: number;
  average_score: number | null;
}

export const outcomeLabels: Record<BidScoreRow['outcome'], string> = { won: 'Won', lost: 'Lost' };

/** '72.5' (one decimal, as SQL rounds it), or '—' when no tender of that outcome was scored. */
export const averageText = (average: number | null) => (average === null ? '—' : average.toFixed(1));

/** The report's rows as CSV cells: outcome, scored tenders, average score (empty when none). */
export const bidScoreCsvRows = (rows: readonly BidScoreRow[]) =>
  rows.map((row) => [outcomeLabels[row.outcome], row.scored, row.average_score?.toFixed(1) ?? '']);

export const BID_SCORE_CSV_HEADER = ['Outcome', 'Scored tenders', 'Average bid score'] as const;

/** 'Competition' scored 1–5: what a 5 means, as the criterion says ('5 = little competition'). */
export const topScoreText = (criterion: Pick<BidCriterion, 'top_score_means'>) =>
  `5 = ${criterion.top_score_means || 'best'}`;

/** The default kill question the company documents answer (a workspace that renames it answers it itself). */
export const CERTIFICATE_QUESTION = 'A mandatory certificate is missing';

const isCertificateQuestion = (question: Pick<KillQuestion, 'question'>) =>
  question.question.trim().toLowerCase() === CERTIFICATE_QUESTION.toLowerCase();

/** A required company document that expires before the tender's submission deadline. */
export interface ExpiringCertificate {
  name: string;
  expires_on: string;
}

/**
 * The kill answers a scorecard starts from: the recorded ones, and 'A mandatory certificate is
 * missing', when it has no answer yet, answered yes if a required company document expires
 * before the submission deadline.
 */
export function initialKillAnswers(
  questions: readonly KillQuestion[],
  recorded: KillAnswers | undefined,
  expiring: readonly ExpiringCertificate[],
): KillAnswers {
  const answers = { ...recorded };
  const question = questions.find(isCertificateQuestion);
  if (question && answers[question.id] === undefined && expiring.length > 0) answers[question.id] = true;
  return answers;
}

/** Which question the company documents answered, for its note. */
export const answeredFromDocuments = (question: KillQuestion, expiring: readonly ExpiringCertificate[]) =>
  expiring.length > 0 && isCertificateQuestion(question);
