// The Answer library against a real local stack: a manager writes an answer with formatted
// text (rendered as elements, raw HTML dropped), approves it, and restores an earlier version;
// a plain member writes drafts only.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as LibraryPage } from '@/app/routes/app/library';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let member: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'library-page' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(backend, admin, workspaceId, 'user', 'Uma');
});
beforeEach(() => signInApp(admin));
afterAll(() => backend.stop());

const renderPage = () => renderApp([workspaceRoute('*', <LibraryPage />)]);

describe('the Answer library', () => {
  it('writes an answer whose formatted text renders as elements, never as raw HTML', async () => {
    const { user, container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Answer library', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New answer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the question or title')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Question or title/), 'Quality management');
    const body = within(dialog).getByLabelText('Answer');
    await user.click(body);
    await user.paste(
      '## Our system\n\nWe hold **ISO 9001**.\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    await user.type(within(dialog).getByLabelText('Tags'), 'iso, quality');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Answer saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Answers' });
    expect(list).toHaveTextContent('Quality management');
    expect(list).toHaveTextContent('Approved');
    expect(list).toHaveTextContent(/^.*Quality · Owner: /);
    await user.click(within(list).getByRole('button', { name: 'Show answer' }));
    expect(await within(list).findByRole('heading', { name: 'Our system', level: 2 })).toBeInTheDocument();
    expect(within(list).getByText('ISO 9001').tagName).toBe('STRONG');
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('keeps a version of every edit and restores one', async () => {
    const { data: answer } = await supabase
      .from('answers')
      .insert({ workspace_id: workspaceId, title: 'Site safety', body: 'First text' })
      .select()
      .single()
      .throwOnError();
    await supabase.from('answers').update({ body: 'Second text' }).eq('id', answer.id).throwOnError();

    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Versions of Site safety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' });
    await user.click(await within(dialog).findByRole('button', { name: 'View' }));
    expect(within(dialog).getByText('First text')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    const { data } = await supabase
      .from('answers')
      .select('body')
      .eq('id', answer.id)
      .single()
      .throwOnError();
    expect(data.body).toBe('First text');
    const { count } = await supabase
      .from('answer_versions')
      .select('*', { count: 'exact', head: true })
      .eq('answer_id', answer.id);
    expect(count).toBe(2);
  });

  it('searches as you type: ranked, misspellings forgiven, matched words in <mark>, filtered', async () => {
    await supabase
      .from('answers')
      .insert([
        { workspace_id: workspaceId, title: 'Carbon reduction plan', body: 'Scope 1 and 2 targets.' },
        {
          workspace_id: workspaceId,
          title: 'Fleet',
          body: 'Our carbon figures are audited.',
          tags: ['fleet'],
        },
        { workspace_id: workspaceId, title: 'Drivers', body: 'Trained every year.', tags: ['carbon'] },
      ])
      .throwOnError();
    const { user } = renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search answers' });
    await user.type(search, 'carb');
    const list = await screen.findByRole('list', { name: 'Answers' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Carbon reduction plan', 'Fleet', 'Drivers']),
    );
    const marks = [...list.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Carbon', 'carbon']);

    await user.clear(search);
    await user.type(search, 'carbn reducton');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Carbon reduction plan']),
    );

    await user.clear(search);
    await user.type(search, 'carbon');
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Tag'), 'fleet');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Fleet']),
    );
    expect(within(list).getByText('Not used in a bid yet')).toBeInTheDocument();
  });

  it("shows a page of 25 and 'Show more' while there are more", async () => {
    await supabase
      .from('answers')
      .insert(
        Array.from({ length: 27 }, (_, i) => ({ workspace_id: workspaceId, title: `Method statement ${i}` })),
      )
      .throwOnError();
    const { count } = await supabase
      .from('answers')
      .select('*', { count: 'exact', head: true })
      .eq('workspace_id', workspaceId)
      .throwOnError();
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Answers' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(count!));
    // The first entry it added has the focus (the button is gone).
    expect(document.activeElement).toBe(within(list).getAllByRole('heading', { level: 3 })[25]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // A new search starts from one page again.
    const search = screen.getByRole('searchbox', { name: 'Search answers' });
    await user.type(search, 'method');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(expect.arrayContaining(['Method statement 0'])),
    );
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(25));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('lets a plain member write drafts, not approve', async () => {
    await signInApp(member);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New answer' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(within(dialog).getByText('Managers and admins approve')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit categories' })).not.toBeInTheDocument();
  });
});
