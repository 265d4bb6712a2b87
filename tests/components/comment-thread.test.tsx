// The tender's comment thread against a real local stack: a comment posted through the
// composer shows as written (linked, line breaks kept) with its author, and a mention of a
// member removed since the list was loaded is named under the composer as not notified.
import { signUpUser, type SignedUpUser } from '@tenderflow/local-supabase/testing';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommentsCard } from '@/features/comments/components/comments-card';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;
let max: SignedUpUser;

beforeAll(async () => {
  account = await signUpInApp('comments');
  workspaceId = await currentWorkspaceId();
  await supabase.from('user_profiles').update({ name: 'Morgan Reyes' }).eq('id', account.id).throwOnError();
  max = await signUpUser(backend, { data: { full_name: 'Max Miller' } });
  const { data: token, error } = await supabase.rpc('create_invitation', {
    p_workspace_id: workspaceId,
    p_email: max.email,
    p_name: 'Max Miller',
    p_role: 'user',
  });
  if (error) throw error;
  await max.client.rpc('accept_invitation', { p_token: token as string }).throwOnError();
});
beforeEach(() => signInApp(account));
afterAll(() => stopAppStack(backend));

describe('the Comments thread', () => {
  it('posts a comment as written and names a mentioned member removed since as not notified', async () => {
    const [tender] = await insertTenders(supabase, [tenderRow(workspaceId, 'CT-1', { title: 'Quay' })]);
    const { user } = renderApp([workspaceRoute('*', <CommentsCard tender={tender!} />)]);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });

    // The @ list is loaded with Max in it; then an admin removes him.
    await user.type(box, '@ma');
    expect(await screen.findByRole('option', { name: /Max Miller/ })).toBeInTheDocument();
    await supabase
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspaceId)
      .eq('user_id', max.user.id)
      .throwOnError();
    await user.keyboard('{Enter}');
    await user.type(box, 'see https://example.com/plan{Shift>}{Enter}{/Shift}thanks');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(
      await screen.findByText('Max Miller will not be notified: they cannot see this tender.'),
    ).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Comments' });
    const [item] = within(thread).getAllByRole('listitem');
    expect(item).toHaveTextContent('Morgan Reyes');
    expect(item!.querySelector('p.whitespace-pre-wrap')!.textContent).toBe(
      '@Max Miller see https://example.com/plan\nthanks',
    );
    expect(within(item!).getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute(
      'href',
      'https://example.com/plan',
    );
    expect(box).toHaveValue('');
    const { data: mentions } = await supabase.from('comment_mentions').select('user_id');
    expect(mentions).toEqual([]);
  });

  it('refuses an empty comment in the form, with the reason', async () => {
    const [tender] = await insertTenders(supabase, [tenderRow(workspaceId, 'CT-2', { title: 'Dock' })]);
    const { user } = renderApp([workspaceRoute('*', <CommentsCard tender={tender!} />)]);
    await screen.findByText('No comments yet.');
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveAccessibleDescription(
      'Write a comment first.',
    );
  });
});
