// The tender's paper trail for `npm run bench:tenders`: the Requirements and the
// Clarifications tabs of a tender with few rows (10 requirements, 10 questions: the 100-tender
// workspace) and with many (500 requirements, 200 questions: the 10,000-tender one), timed in
// the page from the click on the tab to its last row (target: within 1.5×).
import type { BenchMeasure } from './bench-tenders.ts';
import { timeInPage, type Shown } from './in-page-timing.ts';

/** Rows of each kind a tender gets in a workspace of this size. */
export const paperTrailRows = (size: number) =>
  size <= 100 ? { requirements: 10, questions: 10 } : { requirements: 500, questions: 200 };

/** SQL seeding a tender's requirements, then its questions: two statements ($1 tender, $2 workspace, $3 how many). */
export const PAPER_TRAIL_SEED = `
  insert into public.tender_requirements (tender_id, workspace_id, requirement, source, mandatory, status, position)
  select $1, $2, 'Requirement ' || i, '§' || (1 + i % 12), i % 4 <> 0,
         (enum_range(null::public.requirement_status))[1 + i % 4], i
  from generate_series(1, $3) as s(i);
  insert into public.clarifications (tender_id, workspace_id, clause, question, status, asked_on, answer, answered_on)
  select $1, $2, (1 + i % 9) || '.' || (i % 5), 'Question text ' || i || ': is the scope of this clause as drawn?',
         case when i % 3 = 0 then 'answered' else 'sent' end::public.clarification_status, current_date - 10,
         case when i % 3 = 0 then 'Yes, as drawn.' else '' end, case when i % 3 = 0 then current_date - 5 end
  from generate_series(1, $3) as s(i);`;

const openTab =
  (tab: string, last: Shown): BenchMeasure['run'] =>
  async ({ page, base, tenderId }) => {
    await page.goto(`${base}/app/tenders/${tenderId}`);
    await page.getByRole('tab', { name: tab }).waitFor();
    // Radix tabs switch on pointerdown, before the click: time from there.
    return timeInPage(page, 'pointerdown', () => page.getByRole('tab', { name: tab }).click(), [last]);
  };

export const paperTrailMeasures: BenchMeasure[] = [
  {
    name: 'requirements: tab click to the last of 10 / 500 rows',
    run: (sized) =>
      openTab('Requirements', { text: `Requirement ${paperTrailRows(sized.size).requirements}` })(sized),
  },
  {
    name: 'clarifications: tab click to the last of 10 / 200 questions',
    run: (sized) =>
      openTab('Clarifications', {
        role: 'heading',
        name: new RegExp(`^Question ${paperTrailRows(sized.size).questions}$`),
      })(sized),
  },
];
