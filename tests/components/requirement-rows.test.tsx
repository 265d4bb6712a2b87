// A long checklist against a real local stack: the rows the tab shows first get their selects
// at once; a row far off screen is text (its status, owner and evidence as words) until it
// nears the viewport, then gets its selects, which save as before.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirementsCard } from '@/features/requirements/components/requirements-card';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { bringNear, FakeIntersectionObserver } from '../fixtures/intersection-observer';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('requirement-rows');
  workspaceId = await currentWorkspaceId();
});
beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  await signInApp(account);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => backend.stop());

describe('a long checklist', () => {
  it('renders rows far off screen as text and gives them their selects as they near the viewport', async () => {
    const [row] = await insertTenders(supabase, [tenderRow(workspaceId, 'RQ-LONG')]);
    const tender = { id: row!.id, workspace_id: workspaceId };
    const { error } = await supabase.from('tender_requirements').insert(
      Array.from({ length: 25 }, (_, i) => ({
        tender_id: tender.id,
        workspace_id: workspaceId,
        requirement: `Requirement ${i + 1}`,
        position: i + 1,
      })),
    );
    expect(error).toBeNull();
    const { user } = renderApp([
      workspaceRoute('*', <RequirementsCard tender={tender} documentNames={[]} libraryDocuments={[]} />),
    ]);

    const list = await screen.findByRole('list', { name: 'Requirements' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    const rows = within(list).getAllByRole('listitem');
    // The first ten: selects and Delete from the first render.
    expect(within(list).getAllByLabelText('Status')).toHaveLength(10);
    expect(within(rows[0]!).getByLabelText('Owner')).toBeInTheDocument();
    // The last: its facts as text, no controls.
    const last = rows[24]!;
    expect(last).toHaveTextContent('Requirement 25');
    expect(last).toHaveTextContent('Mandatory · Status: Not started · Owner: Nobody · Evidence: None');
    expect(within(last).queryByLabelText('Status')).toBeNull();
    expect(within(last).queryByRole('button')).toBeNull();

    bringNear(last);
    const status = await within(last).findByLabelText('Status');
    expect(
      within(last).getByRole('button', { name: 'Delete requirement: Requirement 25' }),
    ).toBeInTheDocument();
    await user.selectOptions(status, 'drafting');
    await waitFor(async () => {
      const { data } = await supabase
        .from('tender_requirements')
        .select('status')
        .eq('requirement', 'Requirement 25');
      expect(data).toEqual([{ status: 'drafting' }]);
    });
  });
});
