// 'My work' against a real local stack: the user's open tasks by due date (undated last) and
// the deadlines of the open tenders they work on by date, each linking to its tender; the
// one-tap changes (Start, Complete, Mark submitted) saved and read back from the database;
// 'Mark submitted' only for admins and managers; workspace names with several; the empty states. jsdom has no layout: the 44 × 44 px targets are checked here by their
// classes, and measured at 320, 375 and 1280 px in e2e/my-work.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as MyWorkPage } from '@/app/routes/app/my-work';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { inDays } from '../fixtures/dates';
import { insertTasks } from '../fixtures/tasks';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/my-work', <MyWorkPage />)];

let empty: Account;
let busy: Account;
let roadWorks: { id: string; workspace_id: string };
let bridge: { id: string; workspace_id: string };

beforeAll(async () => {
  empty = await signUpInApp('mywork-empty');
  busy = await signUpInApp('mywork-busy');
  const workspaceId = await currentWorkspaceId();
  // Road works: in development, its inquiry deadline passed yesterday, submission in 5 days.
  // Bridge: under review, submission in 2 days, no tasks (listed: the user created it).
  // Sent: submitted, so neither its deadline nor its open task is listed.
  const tenders = await insertTenders(supabase, [
    tenderRow(workspaceId, 'MW-1', {
      title: 'Road works',
      status: 'in-development',
      inquiry_submission_date: inDays(-1),
      tender_submission_date: inDays(5),
    }),
    tenderRow(workspaceId, 'MW-2', {
      title: 'Bridge',
      status: 'under-review',
      tender_submission_date: inDays(2),
    }),
    tenderRow(workspaceId, 'MW-3', { title: 'Sent', status: 'submitted', tender_submission_date: inDays(1) }),
  ]);
  [roadWorks, bridge] = [tenders[0]!, tenders[1]!];
  await insertTasks(supabase, roadWorks, [
    { name: 'Price schedule', status: 'not-started', due_date: inDays(3) },
    { name: 'Site visit', status: 'in-progress', due_date: inDays(1) },
    { name: 'Read documents', status: 'not-started' },
    { name: 'Already done', status: 'completed', due_date: inDays(0) },
  ]);
  await insertTasks(supabase, tenders[2]!, [{ name: 'On a sent tender', status: 'not-started' }]);
});

beforeEach(() => signInApp(busy));
afterAll(() => backend.stop());

const list = (name: string) => screen.getByRole('list', { name });
const itemNames = (name: string) =>
  within(list(name))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);
const taskStatus = async (name: string) =>
  (await supabase.from('tasks').select('status').eq('name', name).single()).data?.status;

describe('My work', () => {
  it('lists the open tasks by due date, undated last, and the deadlines by date, each linking to its tender', async () => {
    renderApp(routes, { route: '/app/my-work' });
    expect(await screen.findByRole('heading', { name: 'My work', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'My tasks' });

    expect(itemNames('My tasks')).toEqual([
      'Site visitRoad works · MW-1',
      'Price scheduleRoad works · MW-1',
      'Read documentsRoad works · MW-1',
    ]);
    expect(screen.queryByText('Already done')).not.toBeInTheDocument();
    expect(screen.queryByText('On a sent tender')).not.toBeInTheDocument();
    const site = within(list('My tasks')).getAllByRole('listitem')[0]!;
    expect(within(site).getByText('Due tomorrow')).toBeInTheDocument();
    expect(within(site).getByText('In Progress')).toBeInTheDocument();
    expect(within(list('My tasks')).getByText('No due date')).toBeInTheDocument();

    const deadlines = within(list('Deadlines')).getAllByRole('listitem');
    expect(deadlines.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      expect.stringMatching(/^Road worksInquiry deadline · .* · MW-11 day overdue$/),
      expect.stringMatching(/^BridgeSubmission deadline · .* · MW-2in 2 days$/),
      expect.stringMatching(/^Road worksSubmission deadline · .* · MW-1in 5 days$/),
    ]);
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
    expect(within(deadlines[1]!).getByRole('link')).toHaveAttribute('href', `/app/tenders/${bridge.id}`);
    expect(within(list('My tasks')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/app/tenders/${roadWorks.id}`,
    );
    // One workspace: its name is not repeated on every item.
    expect(screen.queryByText('Workspace')).not.toBeInTheDocument();

    // Thumb-sized targets: every link and button of the lists is at least 44 × 44 px.
    const targets = [list('My tasks'), list('Deadlines')].flatMap((ul) => [
      ...within(ul).getAllByRole('link'),
      ...within(ul).getAllByRole('button'),
    ]);
    expect(targets).toHaveLength(3 + 3 + 3 + 2);
    for (const target of targets) expect(target).toHaveClass('min-h-11', 'min-w-11');
  });

  it('starts and completes a task in one tap each, saved in the database', async () => {
    const { user } = renderApp(routes, { route: '/app/my-work' });
    await user.click(await screen.findByRole('button', { name: "Start task 'Price schedule'" }));
    expect(await screen.findByText('Task status updated to In Progress')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "Complete task 'Price schedule'" })).toBeInTheDocument();
    expect(await taskStatus('Price schedule')).toBe('in-progress');

    await user.click(screen.getByRole('button', { name: "Complete task 'Site visit'" }));
    expect(await screen.findByText('Task status updated to Completed')).toBeInTheDocument();
    await waitFor(() => expect(itemNames('My tasks')).toHaveLength(2));
    expect(screen.queryByText('Site visit')).not.toBeInTheDocument();
    expect(await taskStatus('Site visit')).toBe('completed');
  });

  it("marks a tender submitted from its submission deadline (an admin's), which then leaves the list", async () => {
    const { user } = renderApp(routes, { route: '/app/my-work' });
    await screen.findByRole('list', { name: 'Deadlines' });
    // Only on a submission deadline: the inquiry deadline offers no status change.
    expect(screen.getAllByRole('button', { name: /^Mark submitted/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: "Mark submitted: tender 'Bridge'" }));
    expect(await screen.findByText('Tender status updated to Submitted')).toBeInTheDocument();
    await waitFor(() => expect(within(list('Deadlines')).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list('Deadlines')).queryByText('Bridge')).not.toBeInTheDocument();
    const { data } = await supabase.from('tenders').select('status').eq('id', bridge.id).single();
    expect(data?.status).toBe('submitted');
  });

  it("hides 'Mark submitted' from a member with the user role, and names the workspace when there are several", async () => {
    const member = await signUpInApp('mywork-member');
    await signInApp(busy);
    const { data: token, error } = await supabase.rpc('create_invitation', {
      p_workspace_id: roadWorks.workspace_id,
      p_email: member.email,
      p_name: '',
      p_role: 'user',
    });
    expect(error).toBeNull();
    await signInApp(member);
    expect((await supabase.rpc('accept_invitation', { p_token: token! })).error).toBeNull();
    await signInApp(busy);
    await insertTasks(supabase, roadWorks, [{ name: 'Member task', assignee_id: member.id }]);
    await signInApp(member);
    const { data: workspaces } = await supabase.rpc('user_workspaces');
    const teamName = workspaces!.find((workspace) => workspace.workspace_id === roadWorks.workspace_id)!.name;

    renderApp(routes, { route: '/app/my-work' });
    await screen.findByRole('list', { name: 'My tasks' });
    expect(itemNames('My tasks')).toEqual([`Member taskRoad works · MW-1 · ${teamName}`]);
    // Road works' deadlines (the member has a task on it), each naming its workspace; no status change.
    const deadlines = within(list('Deadlines')).getAllByRole('listitem');
    expect(deadlines).toHaveLength(2);
    for (const item of deadlines) expect(item).toHaveTextContent(`Workspace: ${teamName}`);
    expect(screen.queryByRole('button', { name: /^Mark submitted/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Start task 'Member task'" })).toBeInTheDocument();
  });

  it('says what is empty to a user with no work', async () => {
    await signInApp(empty);
    renderApp(routes, { route: '/app/my-work' });
    expect(await screen.findByText('You have no open tasks.')).toBeInTheDocument();
    expect(screen.getByText('No open tender you work on has a deadline.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My tasks' })).not.toBeInTheDocument();
  });
});
