// What bidding costs, across screens: time and an expense with a receipt logged on a tender's
// 'Bid cost' card, and its totals against the estimated value; a timer started on a phone
// and stopped at a desk, counted in quarter hours on the card and in My time; the 'Cost of
// bidding' report's figures against a hand computation from the rows the test created. axe,
// light and dark, on the card, My time and the report.
import { apiUser, localDate, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { pdf, toast } from './documents-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The workspace's hourly cost rate, in its currency (EUR). */
const RATE = 40;
const eur = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);

/** A new admin whose workspace counts in EUR at RATE an hour. */
async function costedWorkspace(prefix: string) {
  const account = await createAccount(prefix);
  const user = await apiUser(account);
  const [{ workspace_id: workspaceId }] = await user.rest<{ workspace_id: string }[]>(
    'workspace_members?select=workspace_id',
  );
  await user.rest(`pipeline_settings?workspace_id=eq.${workspaceId}`, {
    method: 'PATCH',
    body: { default_currency: 'EUR' },
    prefer: 'return=minimal',
  });
  await user.rest('cost_rates', {
    method: 'POST',
    body: { workspace_id: workspaceId, hourly_rate: RATE, currency: 'EUR', effective_from: '2000-01-01' },
    prefer: 'return=minimal',
  });
  return { account, user };
}

interface TenderRow {
  reference_number: string;
  client: string;
  status?: string;
  estimated_value?: number;
  bid_price?: number;
}

const addTenders = (user: ApiUser, rows: TenderRow[]) =>
  user.rest<{ id: string }[]>('tenders', {
    method: 'POST',
    body: rows.map((row) => ({ title: `Bid ${row.reference_number}`, currency: 'EUR', ...row })),
    prefer: 'return=representation,missing=default',
  });

/** A figure of the card's totals: the <dd> beside its <dt>. */
const figure = (scope: import('@playwright/test').Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

test('the Bid cost card: time and an expense with a receipt, totals against the estimate; axe light and dark', async ({
  page,
}) => {
  const { account, user } = await costedWorkspace('bid-cost');
  const [tender] = await addTenders(user, [
    { reference_number: 'BC-1', client: 'Port', estimated_value: 10000 },
  ]);
  await openSignedIn(page, account, `/app/tenders/${tender!.id}`);

  await page.getByRole('button', { name: 'Log time' }).click();
  const log = page.getByRole('dialog', { name: 'Log time' });
  await log.getByLabel(/Hours/).fill('1:30');
  await log.getByLabel('What for').fill('Reading the notice');
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Time logged')).toBeVisible();
  await expect(log).toBeHidden();

  await page.getByRole('button', { name: 'Add expense' }).click();
  const spend = page.getByRole('dialog', { name: 'Add expense' });
  await spend.getByLabel(/Amount/).fill('20');
  await spend.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Travel' }).click();
  await spend.getByLabel('Receipt').setInputFiles(pdf('taxi.pdf'));
  await spend.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(spend).toBeHidden();

  // 1.5 h × 40 € = 60 €, and 20 € of travel: 80 €, 0.8 % of the 10,000 € estimate.
  const card = page.locator('div.rounded-lg').filter({ has: page.getByText('Bid cost', { exact: true }) });
  await expect(page.getByText('0.8 % of the estimated value')).toBeVisible();
  await expect(figure(card, 'Time')).toHaveText(eur(60));
  await expect(figure(card, 'Expenses')).toHaveText(eur(20));
  await expect(figure(card, 'Total')).toHaveText(eur(80));
  await expect(card.getByText(`1.5 h · ${eur(60)}`)).toBeVisible();
  await expect(figure(card, 'Travel')).toHaveText(eur(20));
  // The receipt is one of the tender's documents.
  await expect(page.getByText(/^receipt-\d+-taxi\.pdf$/)).toBeVisible();

  await card.getByText('Time entries and expenses (2)').click();
  await expect(card.getByRole('button', { name: /^Edit expense / })).toBeVisible();
  // The expense opens its receipt in a new tab: the PDF, through a one-minute link.
  const [receipt] = await Promise.all([
    page
      .context()
      .waitForEvent('request', (request) =>
        /\/storage\/v1\/object\/sign\/tender-documents\/.+receipt-\d+-taxi\.pdf\?token=/.test(request.url()),
      ),
    card.getByRole('button', { name: /^Open the receipt of expense / }).click(),
  ]);
  expect((await receipt.response())?.status()).toBe(200);
  for (const other of page.context().pages()) if (other !== page) await other.close();
  await expectNoAxeViolations(page, 'The Bid cost card');
});

test('a timer started at 375 px and stopped at 1280 px counts in quarter hours on the card and My time; axe light and dark', async ({
  page,
}) => {
  const { account, user } = await costedWorkspace('bid-timer');
  const [tender] = await addTenders(user, [
    { reference_number: 'BT-1', client: 'Port', estimated_value: 10000 },
  ]);
  await user.rest('tasks', {
    method: 'POST',
    body: { tender_id: tender!.id, name: 'Method statement' },
    prefer: 'return=minimal,missing=default',
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, account, `/app/tenders/${tender!.id}`);
  await page.getByRole('button', { name: 'Start timer on Method statement' }).click();
  await expect(page.getByRole('button', { name: 'Stop timer on Method statement' })).toBeVisible();

  // The desk: another page of the same session, which finds the timer in the database.
  const desk = await page.context().newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`/app/tenders/${tender!.id}`);
  await expect(desk.getByText(/^Timer running since /)).toBeVisible();
  await desk.getByRole('button', { name: 'Stop timer on Method statement' }).click();
  await expect(toast(desk, 'Time logged from the timer')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Start timer on Method statement' })).toBeVisible();
  // Seconds of timing count as a quarter hour, the least a timer logs: 0.25 h × 40 € = 10 €.
  await expect(desk.getByText(`0.25 h · ${eur(10)}`)).toBeVisible();

  await page.goto('/app/my-work');
  const entries = page.getByRole('list', { name: 'My time entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText('Method statement');
  await expect(entries).toContainText('0.25 h');
  await expect(figure(page.getByLabel('Hours by day'), 'Total')).toHaveText('0.25 h');
  await desk.close();
  await expectNoAxeViolations(page, 'My time', { widths: [375, 1280] });
});

test('the Cost of bidding report matches a hand computation from the rows; axe light and dark', async ({
  page,
}) => {
  const { account, user } = await costedWorkspace('bid-report');
  const rows = [
    {
      reference_number: 'CB-1',
      client: 'Harbour Board',
      status: 'won',
      bid_price: 50000,
      hours: 10,
      spent: 100,
    },
    {
      reference_number: 'CB-2',
      client: 'City Council',
      status: 'lost',
      bid_price: 30000,
      hours: 5,
      spent: 0,
    },
    { reference_number: 'CB-3', client: 'City Council', status: 'declined', hours: 2.5, spent: 40 },
  ];
  const tenders = await addTenders(
    user,
    rows.map(({ hours: _hours, spent: _spent, ...row }) => row),
  );
  const today = localDate();
  await user.rest('time_entries', {
    method: 'POST',
    body: rows.map((row, i) => ({
      tender_id: tenders[i]!.id,
      work_date: today,
      hours: row.hours,
      description: 'Writing',
    })),
    prefer: 'return=minimal,missing=default',
  });
  await user.rest('expenses', {
    method: 'POST',
    body: rows
      .map((row, i) => ({
        tender_id: tenders[i]!.id,
        amount: row.spent,
        spent_on: today,
        category: 'travel',
      }))
      .filter((expense) => expense.amount > 0),
    prefer: 'return=minimal,missing=default',
  });

  // By hand: a tender's cost is its hours at RATE plus its expenses; bids are the tenders
  // that reached submission (submitted, won, lost); value won is a won tender's bid price.
  const cost = (row: (typeof rows)[number]) => row.hours * RATE + row.spent;
  const total = rows.reduce((sum, row) => sum + cost(row), 0); // 500 + 200 + 140 = 840
  const bids = rows.filter((row) => ['submitted', 'won', 'lost'].includes(row.status)).length; // 2
  const won = rows.filter((row) => row.status === 'won');
  const valueWon = won.reduce((sum, row) => sum + row.bid_price!, 0); // 50,000
  const share = Math.round((total / valueWon) * 1000) / 10; // 1.7 %

  await openSignedIn(page, account, '/app/reports');
  const overall = page.getByLabel('Over the period');
  await expect(figure(overall, 'Bid cost').first()).toHaveText(eur(total));
  await expect(figure(overall, 'Cost per bid').first()).toHaveText(eur(total / bids));
  await expect(overall).toContainText(`${bids} bids`);
  await expect(figure(overall, 'Cost per win').first()).toHaveText(eur(total / won.length));
  await expect(figure(overall, 'Bid cost as a share of value won').first()).toHaveText(`${share} %`);

  // Where bidding pays, by client: value won per unit of bid cost, the best first.
  const perUnit = (client: string) => {
    const mine = rows.filter((row) => row.client === client);
    const worth = mine.filter((row) => row.status === 'won').reduce((sum, row) => sum + row.bid_price!, 0);
    return Math.round((worth / mine.reduce((sum, row) => sum + cost(row), 0)) * 10) / 10;
  };
  const pays = page.getByRole('region', { name: 'Where bidding pays, by client' });
  const ranked = pays.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(ranked.getByRole('rowheader')).toHaveText(['Harbour Board', 'City Council']);
  await expect(ranked.first().getByRole('cell').first()).toHaveText(String(perUnit('Harbour Board'))); // 100
  await expect(ranked.nth(1).getByRole('cell').first()).toHaveText(String(perUnit('City Council'))); // 0
  await expectNoAxeViolations(page, 'The Cost of bidding report');
});
