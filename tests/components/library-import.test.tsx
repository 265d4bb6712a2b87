// The library's import view against a real local stack: a CSV goes from Upload through Map
// columns to the preview, which shows the entries as they will be stored, refuses the rows
// that break the answers' rules, flags a question the library has and a category it lacks;
// the import then lands the rest as drafts in one call and reports the counts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { Component as LibraryPage } from '@/app/routes/app/library';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { chosenFile } from '../fixtures/import/files';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let member: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'library-import' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(backend, admin, workspaceId, 'user', 'Uma');
  const { error } = await admin.client
    .from('answers')
    .insert({ workspace_id: workspaceId, title: 'Quality policy', body: 'We hold ISO 9001.' });
  if (error) throw error;
});
beforeEach(() => signInApp(member));
afterAll(() => backend.stop());

const CSV = [
  'Question,Response,Section,Keywords',
  'Quality policy,Audited yearly.,Quality,iso',
  'Carbon plan,Net zero by 2040.,Carbon,"net zero; carbon, scope 3"',
  ',An answer without its question,,',
  'Site safety,"Inductions for everyone.',
  'Toolbox talks weekly.",health and safety,safety',
].join('\r\n');

const regionLines = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('previews, flags and imports a spreadsheet of answers as drafts', async () => {
  const user = userEvent.setup();
  renderApp([workspaceRoute('*', <LibraryPage />)], { route: '/?view=import' });
  expect(await screen.findByRole('heading', { name: 'Import answers', level: 1 })).toBeInTheDocument();
  await user.upload(await screen.findByLabelText('File'), chosenFile('answers.csv', CSV));
  expect(await screen.findByText('answers.csv: 4 rows, 4 columns')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('combobox', { name: 'Field for column Response' })).toHaveValue('body');
  expect(screen.getByRole('combobox', { name: 'Field for column Keywords' })).toHaveValue('tags');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('status')).toHaveTextContent(
    '3 answers ready to import. 1 answer with problems will not be imported.',
  );
  expect(await screen.findByText(/1 answer with a question the library has/)).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'The first answers as they will be stored' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  // Line, question, category, tags and answer (on a phone the category and tags also go under the question).
  expect(rows).toEqual([
    ['2', 'Quality policyQuality · iso', 'Quality', 'iso', 'Audited yearly.'],
    [
      '3',
      'Carbon planCarbon · net zero, carbon, scope 3',
      'Carbon',
      'net zero, carbon, scope 3',
      'Net zero by 2040.',
    ],
    [
      '5',
      'Site safetyhealth and safety · safety',
      'health and safety',
      'safety',
      'Inductions for everyone.\nToolbox talks weekly.',
    ],
  ]);
  expect(regionLines('Answers with problems')).toEqual(['Line 4: the question is empty']);
  expect(regionLines('Questions the library has')).toEqual([
    "Line 2: the library has 'Quality policy' already",
  ]);
  expect(regionLines('Categories')).toEqual([
    "Line 3: 'Carbon' is not one of the library's categories: imported without a category",
  ]);
  // A user imports drafts: no status to choose.
  expect(screen.queryByRole('combobox', { name: 'Import as' })).not.toBeInTheDocument();
  expect(
    screen.getByRole('checkbox', { name: 'Skip answers whose question the library has already' }),
  ).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Import 3 answers' }));
  expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
  const report = within(screen.getAllByRole('term')[0]!.closest('dl')!);
  expect(report.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Imported',
    'Skipped',
    'Left out',
  ]);
  expect(report.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['2', '1', '1']);
  expect(screen.getByRole('button', { name: 'Download failed rows' })).toBeInTheDocument();

  const { data } = await admin.client
    .from('answers')
    .select('title, status, owner_id, tags, category:answer_categories(name)')
    .eq('workspace_id', workspaceId)
    .order('title');
  expect(data).toEqual([
    {
      title: 'Carbon plan',
      status: 'draft',
      owner_id: member.user.id,
      tags: expect.arrayContaining(['net zero', 'carbon', 'scope 3']),
      category: null,
    },
    { title: 'Quality policy', status: 'draft', owner_id: null, tags: [], category: null },
    {
      title: 'Site safety',
      status: 'draft',
      owner_id: member.user.id,
      tags: ['safety'],
      category: { name: 'Health and safety' },
    },
  ]);
});
