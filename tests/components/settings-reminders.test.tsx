// Settings → Profile → Reminders against a real local stack: the workspace's reminder days
// (reminder_settings), edited by its admins and read-only for everyone else, validated as
// the database validates them, and a refusal or failure that keeps what was typed.
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsPage } from '@/app/routes/app/settings';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/settings', <SettingsPage />)];
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));
let admin: Account;
let workspaceId: string;

const stored = async () =>
  (
    await supabase
      .from('reminder_settings')
      .select('submission_offsets, inquiry_offsets, task_offsets')
      .eq('workspace_id', workspaceId)
      .single()
  ).data;
const field = (name: string) => screen.findByLabelText<HTMLInputElement>(`${name} (days before)`);
const reminders = async () => within(await screen.findByRole('form', { name: 'Reminders' }));

beforeAll(async () => {
  admin = await signUpInApp('reminders-admin');
  workspaceId = await currentWorkspaceId();
});
beforeEach(async () => {
  await sql(
    `update public.reminder_settings set submission_offsets = '{14,7,3,1,0}', inquiry_offsets = '{3,1,0}',
       task_offsets = '{1,0}' where workspace_id = '${workspaceId}'`,
  );
  await signInApp(admin);
});
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('Reminders', () => {
  it('shows an admin the workspace’s days and saves new ones, latest first', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=profile' });
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    const submission = await field('Submission deadline');
    expect(submission).toHaveValue('14, 7, 3, 1, 0');
    expect(await field('Inquiry deadline')).toHaveValue('3, 1, 0');
    expect(await field('Task due date')).toHaveValue('1, 0');
    expect(submission).toHaveAccessibleDescription(/Days before, separated by commas; 0 is the day itself\./);

    await user.clear(submission);
    await user.type(submission, '0 5,10');
    await user.clear(await field('Task due date'));
    await user.click((await reminders()).getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeInTheDocument();
    expect(submission).toHaveValue('10, 5, 0');
    expect(await stored()).toEqual({
      submission_offsets: [10, 5, 0],
      inquiry_offsets: [3, 1, 0],
      task_offsets: [],
    });
  });

  it('says what is wrong under the field and saves nothing', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=profile' });
    const inquiry = await field('Inquiry deadline');
    await user.clear(inquiry);
    await user.type(inquiry, '3, 3');
    const task = await field('Task due date');
    await user.clear(task);
    await user.type(task, '91');
    await user.click((await reminders()).getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('Each day may appear only once.')).toBeInTheDocument();
    expect(task).toHaveAccessibleDescription(/Use whole days from 0 to 90, separated by commas\./);
    expect(inquiry).toHaveAttribute('aria-invalid', 'true');
    expect((await stored())?.inquiry_offsets).toEqual([3, 1, 0]);
  });

  it('says clearly when the database refuses the days, and keeps what was typed', async () => {
    // A stricter rule in the database than the form knows: the refusal must still read well.
    await sql(`alter table public.reminder_settings add constraint reminder_settings_task_offsets_test_check
                 check (cardinality(task_offsets) <= 2) not valid`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderApp(routes, { route: '/app/settings?tab=profile' });
      const task = await field('Task due date');
      await user.clear(task);
      await user.type(task, '3, 2, 1');
      await user.click((await reminders()).getByRole('button', { name: 'Save Reminders' }));
      const refused = 'The reminder days were refused: each list takes up to 10 different days from 0 to 90.';
      expect(await screen.findAllByText(refused)).not.toHaveLength(0);
      expect(task).toHaveValue('3, 2, 1');
      expect(task).toHaveAccessibleDescription(new RegExp(refused.replace(/[.:]/g, '\\$&')));
      expect(document.body.textContent).not.toMatch(/constraint|violates|reminder_settings/);
    } finally {
      errors.mockRestore();
      await sql(
        'alter table public.reminder_settings drop constraint reminder_settings_task_offsets_test_check',
      );
    }
    expect((await stored())?.task_offsets).toEqual([1, 0]);
  });

  it('shows a member who is not an administrator the days read-only, and why', async () => {
    const member = await signUpInApp('reminders-member');
    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${member.id}', 'manager');
       update public.user_profiles set current_workspace_id = '${workspaceId}' where id = '${member.id}'`,
    );
    await signInApp(member);
    renderApp(routes, { route: '/app/settings?tab=profile' });
    const submission = await field('Submission deadline');
    expect(submission).toHaveValue('14, 7, 3, 1, 0');
    expect(submission).toHaveAttribute('readonly');
    expect(submission).toHaveAccessibleDescription(/Only administrators can change reminders\./);
    expect(screen.queryByRole('button', { name: 'Save Reminders' })).not.toBeInTheDocument();
    // RLS agrees: a manager's update changes no row.
    const { data } = await supabase
      .from('reminder_settings')
      .update({ task_offsets: [5] })
      .eq('workspace_id', workspaceId)
      .select();
    expect(data).toEqual([]);
  });
});
