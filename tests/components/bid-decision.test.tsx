// The Bid decision card against a real local stack: the scorecard's live score and
// band, a kill question overriding it, a decision recorded with who and when, validation that
// keeps what was typed, 'No bid' offering Declined, moving to In Development asking for the
// decision (record it, or skip and the skip is recorded), a decision someone else recorded
// meanwhile (who, with Reload; docs/security-checks.md G6), and a user's read-only view; then
// the admins' settings: criteria, kill questions and thresholds, validated and saved together.
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { useParams } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BidDecisionCard } from '@/features/bid-decisions/components/bid-decision-card';
import { BidSettingsCard } from '@/features/bid-decisions/components/bid-settings-card';
import { createTender } from '@/features/tenders/api/save-tender';
import { TenderLoader } from '@/features/tenders/components/tender-loader';
import { TenderStatusSelect } from '@/features/tenders/components/tender-status-select';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));

function TenderPage() {
  const { id = '' } = useParams();
  return (
    <TenderLoader id={id}>
      {(tender) => (
        <>
          <TenderStatusSelect tender={tender} />
          <BidDecisionCard tender={tender} />
        </>
      )}
    </TenderLoader>
  );
}

const routes = [workspaceRoute('/app/tenders/:id', <TenderPage />)];
let admin: Account;
let workspaceId: string;
let reference = 0;

const newTender = async () => {
  reference += 1;
  const tender = await createTender({
    workspaceId,
    fields: tenderFields({ reference_number: `BD-${reference}`, title: `Scored ${reference}` }),
  });
  return tender.id;
};
const stored = async (id: string) =>
  (
    await supabase
      .from('bid_decisions')
      .select('decision, score, band, rationale')
      .eq('tender_id', id)
      .maybeSingle()
  ).data;
const status = async (id: string) =>
  (await supabase.from('tenders').select('status').eq('id', id).single()).data?.status;

const form = () => screen.findByRole('form', { name: 'Bid decision' });
/** Scores every criterion of the default six with the same value. */
async function scoreAll(user: ReturnType<typeof renderApp>['user'], value: number) {
  const scorecard = within(await form());
  for (const group of scorecard.getAllByRole('group', { name: /\(weight \d+\)$/ })) {
    await user.click(within(group).getByRole('radio', { name: String(value) }));
  }
}

beforeAll(async () => {
  admin = await signUpInApp('bid-card');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(admin));
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('Bid decision card', () => {
  it('shows the live score and band, lets a kill question override it, and records Bid', async () => {
    const id = await newTender();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    expect(await screen.findByRole('heading', { name: 'Bid decision' })).toBeInTheDocument();
    const scorecard = within(await form());
    expect(scorecard.getByText('Score every criterion to see the score.')).toBeInTheDocument();

    // Strategic fit 5, the rest 4: Σ w·(s − 1) = 8 + 6 + 6 + 3 + 3 + 6 = 32 of 40 → 80.
    await scoreAll(user, 4);
    await user.click(
      within(scorecard.getByRole('group', { name: 'Strategic fit (weight 2)' })).getByRole('radio', {
        name: '5',
      }),
    );
    const preview = scorecard.getAllByRole('status').at(-1)!;
    expect(preview).toHaveTextContent('80 / 100');
    expect(preview).toHaveTextContent('Bid');

    const kill = scorecard.getByRole('switch', { name: 'A mandatory certificate is missing' });
    await user.click(kill);
    expect(preview).toHaveTextContent('No bid');
    expect(preview).toHaveTextContent('A kill question is answered yes');
    await user.click(kill);

    await user.click(
      within(scorecard.getByRole('group', { name: 'Decision' })).getByRole('radio', { name: 'Bid' }),
    );
    await user.type(scorecard.getByLabelText(/Rationale/), 'Our core work, a client we know.');
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));

    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    expect(await screen.findByText('80 / 100')).toBeInTheDocument();
    expect(screen.getByText('Decided by').nextElementSibling).toHaveTextContent(/^\S.* on \S.*\d{4}$/);
    expect(await stored(id)).toEqual({
      decision: 'bid',
      score: 80,
      band: 'bid',
      rationale: 'Our core work, a client we know.',
    });
  });

  it("says which end of each criterion is good, answers the certificate question from the company documents, and the recorded card shows each criterion's score", async () => {
    reference += 1;
    const { id } = await createTender({
      workspaceId,
      fields: tenderFields({
        reference_number: `BD-${reference}`,
        title: `Certified ${reference}`,
        tender_submission_date: '2099-06-30',
      }),
    });
    const { data: document } = await supabase
      .from('company_documents')
      .insert({ workspace_id: workspaceId, name: 'ISO 9001 certificate', expires_on: '2099-06-01' })
      .select('id')
      .single();
    await supabase
      .from('tender_required_documents')
      .insert({ tender_id: id, workspace_id: workspaceId, company_document_id: document!.id })
      .throwOnError();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    const scorecard = within(await form());
    const competition = scorecard.getByRole('group', { name: 'Competition (weight 1)' });
    expect(competition).toHaveAccessibleDescription('5 = little competition');
    expect(within(competition).getByText('5 = little competition')).toBeInTheDocument();

    const certificate = scorecard.getByRole('switch', { name: 'A mandatory certificate is missing' });
    expect(certificate).toBeChecked();
    expect(certificate).toHaveAccessibleDescription(
      /^From the company documents: ISO 9001 certificate expires .*2099.*, before the submission deadline\.$/,
    );
    expect(
      scorecard.getByRole('switch', { name: 'We cannot meet the submission deadline' }),
    ).not.toBeChecked();

    await scoreAll(user, 4);
    await user.click(within(competition).getByRole('radio', { name: '2' }));
    await user.click(
      within(scorecard.getByRole('group', { name: 'Decision' })).getByRole('radio', { name: 'No bid' }),
    );
    await user.type(scorecard.getByLabelText(/Rationale/), 'The ISO certificate lapses first.');
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    // No bid offers Declined; keep the status.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    const scores = within(screen.getByText('Scores').nextElementSibling as HTMLElement);
    expect(scores.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Strategic fit (5 = a close fit with our strategy)4 / 5',
      'Capability and track record (5 = proven on similar work)4 / 5',
      'Capacity to deliver (5 = people and plant free to deliver)4 / 5',
      'Competition (5 = little competition)2 / 5',
      'Client relationship (5 = a client who knows and rates us)4 / 5',
      'Margin and risk (5 = a good margin at low risk)4 / 5',
    ]);
    expect(screen.getByText('(a kill question was answered yes)')).toBeInTheDocument();
  });

  it('says what is missing and keeps what was typed', async () => {
    const id = await newTender();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    const scorecard = within(await form());
    await user.click(
      within(scorecard.getByRole('group', { name: 'Competition (weight 1)' })).getByRole('radio', {
        name: '3',
      }),
    );
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));
    expect(scorecard.getByText('Choose Bid or No bid')).toBeInTheDocument();
    expect(scorecard.getByText('Please give the rationale for the decision')).toBeInTheDocument();
    expect(scorecard.getByLabelText(/Rationale/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(scorecard.getByRole('group', { name: 'Competition (weight 1)' })).getByRole('radio', {
        name: '3',
      }),
    ).toBeChecked();
    expect(await stored(id)).toBeNull();
  });

  it('offers Declined after No bid', async () => {
    const id = await newTender();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    const scorecard = within(await form());
    await scoreAll(user, 2);
    await user.click(
      within(scorecard.getByRole('group', { name: 'Decision' })).getByRole('radio', { name: 'No bid' }),
    );
    await user.type(scorecard.getByLabelText(/Rationale/), 'Too far from our work.');
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));
    const offer = await screen.findByRole('alertdialog', { name: 'Set the status to Declined?' });
    await user.click(within(offer).getByRole('button', { name: 'Set to Declined' }));
    expect(await screen.findByText('Tender status updated to Declined')).toBeInTheDocument();
    expect(await status(id)).toBe('declined');
    expect(await stored(id)).toMatchObject({ decision: 'no-bid', score: 25, band: 'no-bid' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveTextContent('Declined'),
    );
  });

  it('G6: says who decided meanwhile and keeps what was typed; after Reload it records over their decision', async () => {
    const id = await newTender();
    const other = await signUpInApp('bid-card-manager');
    await sql(
      `update public.user_profiles set name = 'Morgan Meanwhile' where id = '${other.id}';
       insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${other.id}', 'manager')`,
    );
    await signInApp(admin);
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    const scorecard = within(await form());
    // Morgan records a decision while the form is open (as the API runs it, with Morgan's claims).
    await backend.db.transaction(async (q) => {
      await q.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: other.id, role: 'authenticated' }),
      ]);
      await q.query(`select public.record_bid_decision($1, 'no-bid', 'Not for us')`, [id]);
    });
    await scoreAll(user, 4);
    await user.click(
      within(scorecard.getByRole('group', { name: 'Decision' })).getByRole('radio', { name: 'Bid' }),
    );
    await user.type(scorecard.getByLabelText(/Rationale/), 'We should bid.');
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));
    const alert = await scorecard.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Morgan Meanwhile recorded a decision on this tender meanwhile. Reload to see the latest version.',
    );
    expect(await stored(id)).toMatchObject({ decision: 'no-bid', rationale: 'Not for us' });
    expect(scorecard.getByLabelText(/Rationale/)).toHaveValue('We should bid.');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    const latest = await scorecard.findByRole('region', { name: 'Latest decision' });
    expect(latest).toHaveTextContent('Not for us');
    expect(scorecard.getByLabelText(/Rationale/)).toHaveValue('We should bid.');
    await user.click(scorecard.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    expect(await stored(id)).toMatchObject({ decision: 'bid', rationale: 'We should bid.' });
  });

  it('asks for the decision when moving to In Development: Record decision keeps the status', async () => {
    const id = await newTender();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    await form();
    await user.click(screen.getByRole('combobox', { name: 'Change status' }));
    await user.click(await screen.findByRole('option', { name: 'In Development' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Record the bid decision first?' });
    await user.click(within(ask).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bid decision' })).toHaveFocus());
    expect(await status(id)).toBe('under-review');
    expect(await stored(id)).toBeNull();
  });

  it('records a skip, then changes the status', async () => {
    const id = await newTender();
    const { user } = renderApp(routes, { route: `/app/tenders/${id}` });
    await form();
    await user.click(screen.getByRole('combobox', { name: 'Change status' }));
    await user.click(await screen.findByRole('option', { name: 'In Development' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Record the bid decision first?' });
    await user.click(within(ask).getByRole('button', { name: 'Skip decision' }));
    expect(await screen.findByText('Tender status updated to In Development')).toBeInTheDocument();
    expect(await status(id)).toBe('in-development');
    expect(await stored(id)).toMatchObject({ decision: 'skipped', score: null });
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
  });

  it('shows a user the decision read-only', async () => {
    const id = await newTender();
    const member = await signUpInApp('bid-card-user');
    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${member.id}', 'user');
       update public.user_profiles set current_workspace_id = '${workspaceId}' where id = '${member.id}'`,
    );
    await signInApp(member);
    renderApp(routes, { route: `/app/tenders/${id}` });
    expect(
      await screen.findByText(/No decision recorded yet\. Only administrators and managers/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Bid decision' })).not.toBeInTheDocument();
  });
});

describe('Settings → Bid decision', () => {
  const settingsRoutes = [workspaceRoute('/app/settings', <BidSettingsCard />)];
  const settingsForm = async () => within(await screen.findByRole('form', { name: 'Bid decision settings' }));

  it('refuses thresholds out of order under the field and keeps what was typed', async () => {
    const { user } = renderApp(settingsRoutes, { route: '/app/settings' });
    const form = await settingsForm();
    await user.clear(form.getByLabelText('Review from (score)'));
    await user.type(form.getByLabelText('Review from (score)'), '80');
    await user.click(form.getByRole('button', { name: 'Save bid settings' }));
    expect(
      await form.findByText('The Review threshold must be lower than the Bid threshold'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Review from (score)')).toHaveValue('80');
  });

  it('lets an admin change weights, add a criterion and remove a kill question, saved together', async () => {
    const { user } = renderApp(settingsRoutes, { route: '/app/settings' });
    const form = await settingsForm();
    await user.clear(form.getByLabelText('Weight of criterion 4'));
    await user.type(form.getByLabelText('Weight of criterion 4'), '3');
    await user.click(form.getByRole('button', { name: 'Add criterion' }));
    await user.type(form.getByLabelText('Name of criterion 7'), 'Local presence');
    await user.type(form.getByLabelText('What 5 means for criterion 7'), 'a depot within 10 miles');
    expect(form.getByLabelText('What 5 means for criterion 4')).toHaveValue('little competition');
    await user.click(form.getByRole('button', { name: 'Remove kill question 2' }));
    await user.clear(form.getByLabelText('Bid from (score)'));
    await user.type(form.getByLabelText('Bid from (score)'), '75');
    await user.click(form.getByRole('button', { name: 'Save bid settings' }));
    expect(await screen.findByText('Bid settings saved')).toBeInTheDocument();

    const criteria = await supabase
      .from('bid_criteria')
      .select('name, weight, top_score_means')
      .eq('workspace_id', workspaceId)
      .order('position');
    expect(criteria.data?.slice(3)).toEqual([
      { name: 'Competition', weight: 3, top_score_means: 'little competition' },
      { name: 'Client relationship', weight: 1, top_score_means: 'a client who knows and rates us' },
      { name: 'Margin and risk', weight: 2, top_score_means: 'a good margin at low risk' },
      { name: 'Local presence', weight: 1, top_score_means: 'a depot within 10 miles' },
    ]);
    const questions = await supabase
      .from('bid_kill_questions')
      .select('question')
      .eq('workspace_id', workspaceId);
    expect(questions.data).toEqual([{ question: 'A mandatory certificate is missing' }]);
    const thresholds = await supabase
      .from('pipeline_settings')
      .select('bid_threshold, review_threshold')
      .eq('workspace_id', workspaceId)
      .single();
    expect(thresholds.data).toEqual({ bid_threshold: 75, review_threshold: 50 });
  });

  it('is not shown to a manager', async () => {
    const manager = await signUpInApp('bid-settings-manager');
    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${manager.id}', 'manager');
       update public.user_profiles set current_workspace_id = '${workspaceId}' where id = '${manager.id}'`,
    );
    await signInApp(manager);
    renderApp(
      [
        workspaceRoute(
          '/app/settings',
          <>
            <h1>Settings</h1>
            <BidSettingsCard />
          </>,
        ),
      ],
      { route: '/app/settings' },
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Bid decision settings' })).not.toBeInTheDocument();
  });
});
