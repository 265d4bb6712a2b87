// The New Tender form and the Edit Tender dialog against a real local stack: validation
// under each field, both dates, the inquiry-before-submission rule, the busy label, a
// failure that keeps input, and a dialog that asks before it throws changes away.
import { screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as NewTenderPage } from '@/app/routes/app/tender-new';
import { createTender } from '@/features/tenders/api/save-tender';
import { EditTenderButton } from '@/features/tenders/components/edit-tender-button';
import { TenderLoader } from '@/features/tenders/components/tender-loader';
import { dateInputFormat } from '@/lib/date-input';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

/** The tender page, cut down to its title and Edit button. */
function TenderPage() {
  const { id = '' } = useParams();
  return (
    <TenderLoader id={id}>
      {(tender) => (
        <>
          <h1>{tender.title}</h1>
          <EditTenderButton tender={tender} />
        </>
      )}
    </TenderLoader>
  );
}

const routes = [
  workspaceRoute('/app/tenders/new', <NewTenderPage />),
  workspaceRoute('/app/tenders/:id', <TenderPage />),
  { path: '/app/tenders', element: <p>The tender list</p> },
];
let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('form');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

async function fillRequired(user: ReturnType<typeof renderApp>['user'], reference = 'RFP-7') {
  await user.type(await screen.findByLabelText('Reference Number'), reference);
  await user.type(screen.getByLabelText('Client'), 'Harbour Board');
  await user.type(screen.getByLabelText('Title'), 'Quay cranes');
  await user.type(screen.getByLabelText('Last Date for Inquiry Submission'), '2027-01-10');
  await user.type(screen.getByLabelText('Last Date for Tender Submission'), '2027-01-20');
}

/** Runs SQL as the database owner, e.g. to make the next create slow or fail. */
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));

describe('New Tender', () => {
  it('says what is missing under each field and marks it invalid', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await user.click(await screen.findByRole('button', { name: 'Create Tender' }));
    expect(await screen.findByText('Reference Number is required')).toBeInTheDocument();
    expect(screen.getByText('Client is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    // The submission date is required; the inquiry date is not (many RFQs have none).
    const submission = screen.getByLabelText('Last Date for Tender Submission');
    expect(submission).toHaveAttribute('aria-invalid', 'true');
    expect(submission).toHaveAccessibleDescription('Please select the tender submission date');
    expect(screen.getByLabelText('Last Date for Inquiry Submission')).not.toBeRequired();
    expect(screen.getByLabelText('Last Date for Inquiry Submission')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const label of ['Reference Number', 'Client', 'Title', 'Last Date for Tender Submission']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Description')).not.toBeRequired();
    expect(
      screen.getByText((_, element) => element?.textContent === 'Fields marked * are required.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    // The labels name the Radix selects' triggers (the element that takes focus).
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('Government Portal');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Public Tender');
    // One label for a limited tender, as everywhere else.
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(await screen.findByRole('option', { name: 'Limited Tender' })).toBeInTheDocument();
    expect(screen.queryByText(/Closed Tender/)).not.toBeInTheDocument();
  });

  it('shows the date format, and warns about a past submission date without refusing it', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    const submission = await screen.findByLabelText('Last Date for Tender Submission');
    expect(submission).toHaveAccessibleDescription(`Format: ${dateInputFormat()}`);
    await fillRequired(user, 'RFP-PAST-1');
    expect(submission).toHaveAccessibleDescription(`Format: ${dateInputFormat()} · Jan 20, 2027`);
    expect(screen.queryByText('This submission date is in the past.')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Last Date for Inquiry Submission'));
    await user.type(screen.getByLabelText('Last Date for Inquiry Submission'), '2020-01-01');
    await user.clear(submission);
    await user.type(submission, '2020-01-02');
    expect(submission).toHaveAccessibleDescription(
      `Format: ${dateInputFormat()} · Jan 02, 2020 This submission date is in the past.`,
    );
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    expect(await screen.findByText('Tender created successfully!')).toBeInTheDocument();
  });

  it('creates a tender without an inquiry date', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await fillRequired(user, 'RFQ-NO-INQUIRY');
    await user.clear(screen.getByLabelText('Last Date for Inquiry Submission'));
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    expect(await screen.findByText('Tender created successfully!')).toBeInTheDocument();
    const { data } = await supabase
      .from('tenders')
      .select('inquiry_submission_date, tender_submission_date')
      .eq('reference_number', 'RFQ-NO-INQUIRY')
      .single();
    expect(data).toEqual({ inquiry_submission_date: null, tender_submission_date: '2027-01-20' });
  });

  it('refuses an inquiry date after the submission date, under the inquiry date', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Last Date for Inquiry Submission'));
    await user.type(screen.getByLabelText('Last Date for Inquiry Submission'), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    expect(screen.getByLabelText('Last Date for Inquiry Submission')).toHaveAccessibleDescription(
      'The inquiry date must be on or before the submission date',
    );
  });

  it('reads Creating... while it saves, then opens the new tender', async () => {
    await sql(`create function public.test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.8); return new; end $$;
               create trigger test_slow before insert on public.tenders for each row execute function public.test_slow();`);
    try {
      const { user } = renderApp(routes, { route: '/app/tenders/new' });
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Create Tender' }));
      // Name and state read in one look: the busy button must be both at once.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled());
      expect(await screen.findByText('Tender created successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Quay cranes' })).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toMatch(/^\/app\/tenders\/[0-9a-f-]{36}$/);
    } finally {
      await sql('drop trigger test_slow on public.tenders; drop function public.test_slow();');
    }
  });

  it('keeps everything typed when the save fails', async () => {
    await sql(`create function public.test_fail() returns trigger language plpgsql as $$ begin raise exception 'storage full'; end $$;
               create trigger test_fail before insert on public.tenders for each row execute function public.test_fail();`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderApp(routes, { route: '/app/tenders/new' });
      await fillRequired(user, 'RFP-FAIL-1');
      await user.type(screen.getByLabelText('Description'), 'Line one');
      await user.click(screen.getByRole('button', { name: 'Create Tender' }));
      expect(await screen.findByText('Failed to create tender. Please try again.')).toBeInTheDocument();
      expect(screen.getByLabelText('Title')).toHaveValue('Quay cranes');
      expect(screen.getByLabelText('Description')).toHaveValue('Line one');
      expect(screen.getByLabelText('Last Date for Tender Submission')).toHaveValue('2027-01-20');
      expect(screen.getByRole('button', { name: 'Create Tender' })).toBeEnabled();
      expect(screen.queryByText('storage full')).not.toBeInTheDocument();
    } finally {
      errors.mockRestore();
      await sql('drop trigger test_fail on public.tenders; drop function public.test_fail();');
    }
  });
});

describe('a reference number another tender has', () => {
  const referenceKeyCount = async (key: string) => {
    const rows = await backend.db.transaction((q) =>
      q.query<{ n: number }>(
        'select count(*)::int as n from public.tenders where workspace_id = $1 and lower(btrim(reference_number)) = $2',
        [workspaceId, key],
      ),
    );
    return rows.rows[0]!.n;
  };

  it('is named under the field as it is typed, with a link to that tender', async () => {
    const first = await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'RC-2026-014', title: 'Harbour lot 1' }),
    });
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    const reference = await screen.findByLabelText('Reference Number');
    await user.type(reference, ' rc-2026-014');
    const link = await screen.findByRole('link', { name: 'Harbour lot 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `/app/tenders/${first.id}`);
    expect(reference).toHaveAccessibleDescription(
      'Another tender in this workspace has this reference: Harbour lot 1 (opens in a new tab)',
    );
    await user.type(reference, '-B');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Harbour lot 1/ })).not.toBeInTheDocument(),
    );
  });

  it('is saved only once confirmed: Change reference goes back to the field, Save anyway saves', async () => {
    await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'RC-2026-020', title: 'Lot A' }),
    });
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await fillRequired(user, 'RC-2026-020');
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'This reference number is already used',
    });
    expect(question).toHaveTextContent('“Lot A” in this workspace has the reference RC-2026-020.');
    await user.click(screen.getByRole('button', { name: 'Change reference' }));
    await waitFor(() => expect(screen.getByLabelText('Reference Number')).toHaveFocus());
    expect(await referenceKeyCount('rc-2026-020')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Tender created successfully!')).toBeInTheDocument();
    expect(await referenceKeyCount('rc-2026-020')).toBe(2);
  });

  it('taken while the form was open: the database refuses it and the form asks', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await fillRequired(user, 'RC-2026-030');
    // The check found it free; then a colleague saves the same reference.
    await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'RC-2026-030', title: 'Lot B' }),
    });
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    await screen.findByRole('alertdialog', { name: 'This reference number is already used' });
    expect(screen.queryByText(/Failed to create tender/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Tender created successfully!')).toBeInTheDocument();
    expect(await referenceKeyCount('rc-2026-030')).toBe(2);
  });

  it('Edit Tender asks only when the reference changes to a taken one', async () => {
    await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'RC-2026-040', title: 'Lot C' }),
    });
    const tender = await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'RC-2026-041', title: 'Lot D' }),
    });
    const { user } = renderApp(routes, { route: `/app/tenders/${tender.id}` });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const reference = await screen.findByLabelText('Reference Number');
    await user.clear(reference);
    await user.type(reference, 'RC-2026-040');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Tender updated successfully')).toBeInTheDocument();
    expect(await referenceKeyCount('rc-2026-040')).toBe(2);

    // Kept as it is, the shared reference is not asked about again.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('Title'), ' (lot 2)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Lot D (lot 2)' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Edit Tender', () => {
  const openEdit = async (reference: string) => {
    const tender = await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: reference, title: `Edit ${reference}` }),
    });
    const rendered = renderApp(routes, { route: `/app/tenders/${tender.id}` });
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Tender' });
    return rendered;
  };
  const question = () => screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' });

  it('opens with the cursor at the end of the Reference Number, nothing selected', async () => {
    await openEdit('EDIT-CURSOR-1');
    const reference = screen.getByLabelText<HTMLInputElement>('Reference Number');
    expect(reference).toHaveFocus();
    expect([reference.selectionStart, reference.selectionEnd]).toEqual([13, 13]);
  });

  it('asks before Escape throws a change away, and closes at once without one', async () => {
    const { user } = await openEdit('EDIT-ASK-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('Title'), ' and more');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Edit EDIT-ASK-1 and more');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Edit EDIT-ASK-1' })).toBeInTheDocument();
    // Back on the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });
});
