// The tenders the dashboard, reports and notifications specs arrange through the API:
// chosen statuses, creation months and deadlines around today, so every number on those
// screens is known in advance.
import { apiUser, insertTenders, localDate, type TenderSeed } from './api-helpers';

/** Now (this month), or noon on the 15th k months ago, in this machine's (and the browser's) zone, minus `minutes`. */
const midMonth = (k: number, minutes = 0) => {
  const now = new Date();
  const at = k === 0 ? now : new Date(now.getFullYear(), now.getMonth() - k, 15, 12);
  return new Date(at.getTime() - minutes * 60_000).toISOString();
};
let seeded = 0;

const seed = (
  ref: string,
  status: string,
  monthsAgo: number,
  inquiry: number | null,
  submission: number | null,
): TenderSeed => ({
  reference_number: ref,
  title: `Tender ${ref}`,
  client: `Client ${ref}`,
  status,
  // Each one a minute older than the one before: the newest-first order is certain.
  created_at: midMonth(monthsAgo, (seeded += 1)),
  inquiry_submission_date: inquiry === null ? null : localDate(inquiry),
  tender_submission_date: submission === null ? null : localDate(submission),
});

/** Seven tenders: two open ones with deadlines around today, one of every other status. */
export async function seedTenders(account: { email: string; password: string }) {
  return insertTenders(await apiUser(account), [
    seed('UR-1', 'under-review', 0, -2, 5),
    seed('ID-1', 'in-development', 0, 0, 20),
    seed('SUB-1', 'submitted', 1, null, 1),
    seed('WON-1', 'won', 1, null, null),
    seed('WON-2', 'won', 2, null, null),
    seed('LOST-1', 'lost', 2, null, null),
    seed('DEC-1', 'declined', 3, 3, null),
  ]);
}

/** 'Nov 2026': the month k months before this one, as the reports label it. */
export const monthName = (k: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - k, 1).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
  });
};
