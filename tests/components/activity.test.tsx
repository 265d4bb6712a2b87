// The tender's Activity tab against a real local stack: changes made through the API appear
// in plain words, newest first under the reader's day, 50 at a time with 'Load more'.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityFeed } from '@/features/activity/components/activity-feed';
import { formatShortDate, localDateString } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('activity');
  workspaceId = await currentWorkspaceId();
  const { error } = await supabase
    .from('user_profiles')
    .update({ name: 'Morgan Reyes' })
    .eq('id', account.id);
  if (error) throw error;
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('the Activity tab', () => {
  it('says who changed what, in plain words, under today', async () => {
    const [tender] = await insertTenders(supabase, [
      tenderRow(workspaceId, 'AC-1', { title: 'Quay', tender_submission_date: '2026-12-11' }),
    ]);
    const tenderId = tender!.id;
    const { data: task, error } = await supabase
      .from('tasks')
      .insert({ tender_id: tenderId, workspace_id: workspaceId, name: 'Site visit' })
      .select('id')
      .single();
    if (error) throw error;
    await supabase.from('tasks').update({ status: 'in-progress' }).eq('id', task.id).throwOnError();
    await supabase
      .from('tenders')
      .update({ tender_submission_date: '2026-12-18' })
      .eq('id', tenderId)
      .throwOnError();

    renderApp([workspaceRoute('*', <ActivityFeed scope={{ workspaceId, tenderId }} />)]);
    const today = await screen.findByRole('region', { name: formatShortDate(localDateString()) });
    const items = within(today)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining(
        `Morgan Reyes changed the submission deadline from ${formatShortDate('2026-12-11')} to ${formatShortDate('2026-12-18')}`,
      ),
      expect.stringContaining('Morgan Reyes moved "Site visit" from Not Started to In Progress'),
      expect.stringContaining('Morgan Reyes added the task "Site visit"'),
      expect.stringContaining('Morgan Reyes created the tender "Quay"'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows 50 entries, and the next ones on Load more', async () => {
    const [tender] = await insertTenders(supabase, [tenderRow(workspaceId, 'AC-2', { title: 'Pier' })]);
    const tenderId = tender!.id;
    const tasks = Array.from({ length: 51 }, (_, i) => ({
      tender_id: tenderId,
      workspace_id: workspaceId,
      name: `Task ${i + 1}`,
    }));
    await supabase.from('tasks').insert(tasks).throwOnError();

    const { user } = renderApp([workspaceRoute('*', <ActivityFeed scope={{ workspaceId, tenderId }} />)]);
    await screen.findAllByText(/added the task/);
    // 52 entries (the tender and 51 tasks): the first page holds 50.
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Morgan Reyes created the tender "Pier"')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
