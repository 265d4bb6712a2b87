// The tender and task data layer of the app (src/features/{tenders,tasks}/api), run
// unmodified against the local stack: every query and mutation of the two features, atomic
// create-with-tasks, paging past max_rows, and another user's tenders out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '@/features/tasks/api/create-task';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { fetchTenderTasks } from '@/features/tasks/api/queries';
import { updateTask } from '@/features/tasks/api/update-task';
import { createTender, updateTender } from '@/features/tenders/api/save-tender';
import { deleteTender } from '@/features/tenders/api/delete-tender';
import { fetchAllTenders, fetchTender, fetchTenderPage, MAX_ROWS } from '@/features/tenders/api/queries';
import { defaultFilters, PAGE_SIZE, STATUS_PRESETS } from '@/features/tenders/list-filters';
import { updateTenderStatus } from '@/features/tenders/api/update-tender-status';
import { signInApp, signOutApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { inDays } from '../fixtures/dates';
import { tenderFields, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { serviceClient, signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let other: SignedUpUser;
let ws: string;

beforeAll(async () => {
  stack = await startAppStack();
  owner = await signUpUser(stack, { prefix: 'data-owner' });
  other = await signUpUser(stack, { prefix: 'data-other' });
  await signInApp(owner);
  ws = await currentWorkspaceId(owner.client);
});

afterAll(() => stopAppStack(stack));

describe('creating a tender', () => {
  it('creates it under review with the default tasks that fit it, in template order', async () => {
    const tender = await createTender({ workspaceId: ws, fields: tenderFields() });
    expect(tender).toMatchObject({ status: 'under-review', title: 'Quay cranes', user_id: owner.user.id });
    const list = await fetchTenderTasks(tender.id);
    const { data: templates } = await serviceClient(stack)
      .from('default_tasks')
      .select('name, only_with_bid_bond')
      .order('created_at');
    // No bid bond required: the bid-bond templates are left out.
    expect(list.map((task) => task.name)).toEqual(
      templates!.filter((template) => !template.only_with_bid_bond).map((template) => template.name),
    );
    expect(list.every((task) => task.status === 'not-started')).toBe(true);
  });

  it('leaves nothing half-made when seeding the tasks fails', async () => {
    await stack.db.transaction((q) =>
      q.exec(`create function public.test_refuse() returns trigger language plpgsql as $$ begin raise exception 'no tasks'; end $$;
              create trigger test_refuse before insert on public.tasks for each row execute function public.test_refuse();`),
    );
    try {
      await expect(
        createTender({ workspaceId: ws, fields: tenderFields({ reference_number: 'HALF' }) }),
      ).rejects.toMatchObject({
        message: 'no tasks',
      });
      const page = await fetchTenderPage(ws, {
        ...defaultFilters,
        q: 'HALF',
        statuses: [],
        sort: '-created',
        page: 1,
      });
      expect(page).toEqual({ page: 1, rows: [], total: 0 });
    } finally {
      await stack.db.transaction((q) =>
        q.exec('drop trigger test_refuse on public.tasks; drop function public.test_refuse();'),
      );
    }
  });
});

describe('the list', () => {
  beforeAll(async () => {
    for (const [i, title] of [
      'Bridge 100% repair',
      'Harbour wall',
      'School roof',
      'Bridge_lights',
    ].entries()) {
      await createTender({
        workspaceId: ws,
        fields: tenderFields({
          reference_number: `L-${i}`,
          title,
          client: i === 2 ? 'Ministry of Education' : 'City',
          tender_submission_date: i === 3 ? null : inDays(10 - i),
        }),
      });
    }
  });

  it('searches reference, title and client in any case, % and _ as plain text', async () => {
    const find = (q: string) =>
      fetchTenderPage(ws, { ...defaultFilters, q, statuses: [], sort: '-created', page: 1 });
    expect((await find('BRIDGE')).rows.map((t) => t.title).sort()).toEqual([
      'Bridge 100% repair',
      'Bridge_lights',
    ]);
    expect((await find('100%')).rows.map((t) => t.title)).toEqual(['Bridge 100% repair']);
    expect((await find('e_l')).rows.map((t) => t.title)).toEqual(['Bridge_lights']);
    expect((await find('education')).rows.map((t) => t.title)).toEqual(['School roof']);
    expect((await find('l-1')).rows.map((t) => t.title)).toEqual(['Harbour wall']);
  });

  it('filters by status and sorts by deadline, undated last', async () => {
    const all = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'L-',
      statuses: [],
      sort: 'deadline',
      page: 1,
    });
    expect(all.rows.map((t) => t.reference_number)).toEqual(['L-2', 'L-1', 'L-0', 'L-3']);
    const newest = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'L-',
      statuses: [],
      sort: '-created',
      page: 1,
    });
    expect(newest.rows.map((t) => t.reference_number)).toEqual(['L-3', 'L-2', 'L-1', 'L-0']);
    const won = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: '',
      statuses: ['won'],
      sort: '-created',
      page: 1,
    });
    expect(won).toEqual({ page: 1, rows: [], total: 0 });
  });

  it('puts the live bids first: several statuses, the nearest upcoming deadline first, in SQL, page by page', async () => {
    // A page and more of old lost bids, and the live ones due yesterday, today and tomorrow.
    const service = serviceClient(stack);
    const old = Array.from({ length: PAGE_SIZE + 1 }, (_, i) =>
      tenderRow(ws, `PIPE-OLD-${i}`, {
        user_id: owner.user.id,
        client: 'Pipeline',
        status: 'lost',
        tender_submission_date: inDays(-200 + i),
      }),
    );
    const live = (reference: string, days: number, status: 'under-review' | 'in-development' | 'won') =>
      tenderRow(ws, reference, {
        user_id: owner.user.id,
        client: 'Pipeline',
        status,
        tender_submission_date: inDays(days),
      });
    const rows = [
      ...old,
      live('PIPE-YESTERDAY', -1, 'under-review'),
      live('PIPE-TODAY', 0, 'under-review'),
      live('PIPE-TOMORROW', 1, 'in-development'),
      live('PIPE-WON', 30, 'won'),
    ];
    expect((await service.from('tenders').insert(rows)).error).toBeNull();
    const references = (tenders: { reference_number: string }[]) => tenders.map((t) => t.reference_number);

    const first = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'pipeline',
      statuses: [],
      sort: 'deadline',
      page: 1,
    });
    expect(first.total).toBe(30);
    expect(references(first.rows).slice(0, 6)).toEqual([
      'PIPE-TODAY',
      'PIPE-TOMORROW',
      'PIPE-WON',
      'PIPE-YESTERDAY',
      'PIPE-OLD-25',
      'PIPE-OLD-24',
    ]);
    const second = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'pipeline',
      statuses: [],
      sort: 'deadline',
      page: 2,
    });
    expect(references(second.rows)).toEqual([
      'PIPE-OLD-4',
      'PIPE-OLD-3',
      'PIPE-OLD-2',
      'PIPE-OLD-1',
      'PIPE-OLD-0',
    ]);
    expect(
      references(
        await fetchAllTenders(ws, { ...defaultFilters, q: 'pipeline', statuses: [], sort: 'deadline' }),
      ),
    ).toEqual([...references(first.rows), ...references(second.rows)]);

    const open = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'pipeline',
      statuses: STATUS_PRESETS.open,
      sort: 'deadline',
      page: 1,
    });
    expect([open.total, references(open.rows)]).toEqual([
      3,
      ['PIPE-TODAY', 'PIPE-TOMORROW', 'PIPE-YESTERDAY'],
    ]);
    const decided = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'pipeline',
      statuses: STATUS_PRESETS.decided,
      sort: '-deadline',
      page: 2,
    });
    expect([decided.total, references(decided.rows)]).toEqual([27, ['PIPE-OLD-1', 'PIPE-OLD-0']]);
  });

  it('pages 25 at a time with the total, and a page past the end is empty with the total', async () => {
    const service = serviceClient(stack);
    const rows = Array.from({ length: 30 }, (_, i) =>
      tenderRow(ws, `P-${i}`, { user_id: owner.user.id, client: 'Pager', title: `Paged ${i}` }),
    );
    expect((await service.from('tenders').insert(rows)).error).toBeNull();
    const first = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'Pager',
      statuses: [],
      sort: '-created',
      page: 1,
    });
    const second = await fetchTenderPage(ws, {
      ...defaultFilters,
      q: 'Pager',
      statuses: [],
      sort: '-created',
      page: 2,
    });
    expect([first.rows.length, first.total, second.rows.length, second.total]).toEqual([25, 30, 5, 30]);
    expect(new Set([...first.rows, ...second.rows].map((t) => t.id)).size).toBe(30);
    expect(
      await fetchTenderPage(ws, { ...defaultFilters, q: 'Pager', statuses: [], sort: '-created', page: 9 }),
    ).toEqual({
      page: 9,
      rows: [],
      total: 30, // the matching rows, so the screen goes back to their last page
    });
  });

  it('exports every matching row, page by page past max_rows', async () => {
    const service = serviceClient(stack);
    const rows = Array.from({ length: MAX_ROWS + 5 }, (_, i) =>
      tenderRow(ws, `BULK-${i}`, { user_id: owner.user.id, client: 'Bulk', title: `Bulk ${i}` }),
    );
    expect((await service.from('tenders').insert(rows)).error).toBeNull();
    const exported = await fetchAllTenders(ws, {
      ...defaultFilters,
      q: 'BULK-',
      statuses: [],
      sort: '-created',
    });
    expect(exported).toHaveLength(MAX_ROWS + 5);
    expect(new Set(exported.map((t) => t.id)).size).toBe(MAX_ROWS + 5);
  });
});

describe('one tender', () => {
  it('reads, edits the whole tender, changes its status and deletes it with its tasks', async () => {
    const created = await createTender({
      workspaceId: ws,
      fields: tenderFields({ reference_number: 'ONE' }),
    });
    expect(await fetchTender(created.id)).toEqual(created);
    const edited = await updateTender({
      id: created.id,
      fields: tenderFields({ reference_number: 'ONE', title: 'New title' }),
      loadedUpdatedAt: created.updated_at,
    });
    expect(edited.title).toBe('New title');
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect((await updateTenderStatus({ id: created.id, status: 'submitted' })).status).toBe('submitted');
    await deleteTender(created);
    await expect(fetchTender(created.id)).rejects.toMatchObject({ code: 'PGRST116' });
    const { count } = await serviceClient(stack)
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', created.id);
    expect(count).toBe(0);
  });

  it('a missing or malformed id is not found', async () => {
    await expect(fetchTender('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'PGRST116',
    });
    await expect(fetchTender('not-a-uuid')).rejects.toMatchObject({ code: '22P02' });
  });

  it('tasks: add, move, rename and delete; listed oldest first', async () => {
    const tender = await createTender({
      workspaceId: ws,
      fields: tenderFields({ reference_number: 'TASKS' }),
    });
    const added = await createTask({ tender, name: '  Site visit ', status: 'in-progress' });
    expect(added).toMatchObject({ name: 'Site visit', status: 'in-progress', description: '' });
    expect((await updateTask({ task: added, changes: { status: 'completed' } })).status).toBe('completed');
    expect((await updateTask({ task: added, changes: { name: 'Site visit and photos' } })).name).toBe(
      'Site visit and photos',
    );
    const listed = await fetchTenderTasks(tender.id);
    expect(listed.at(-1)?.name).toBe('Site visit and photos');
    await deleteTask(added);
    expect((await fetchTenderTasks(tender.id)).some((task) => task.id === added.id)).toBe(false);
  });
});

describe('another user', () => {
  it('sees none of the tenders and can change none of them', async () => {
    const mine = await createTender({ workspaceId: ws, fields: tenderFields({ reference_number: 'MINE' }) });
    const [task] = await fetchTenderTasks(mine.id);
    await signInApp(other);
    try {
      expect(
        await fetchTenderPage(ws, { ...defaultFilters, q: '', statuses: [], sort: '-created', page: 1 }),
      ).toEqual({
        page: 1,
        rows: [],
        total: 0,
      });
      expect(await fetchAllTenders(ws, { ...defaultFilters, q: '', statuses: [], sort: '-created' })).toEqual(
        [],
      );
      await expect(fetchTender(mine.id)).rejects.toMatchObject({ code: 'PGRST116' });
      await expect(updateTenderStatus({ id: mine.id, status: 'won' })).rejects.toMatchObject({
        code: 'PGRST116',
      });
      await expect(
        updateTender({
          id: mine.id,
          fields: tenderFields({ title: 'Hijacked' }),
          loadedUpdatedAt: mine.updated_at,
        }),
      ).rejects.toMatchObject({ code: 'P0002', message: 'Tender not found' });
      await expect(deleteTender(mine)).rejects.toMatchObject({ code: 'PGRST116' });
      expect(await fetchTenderTasks(mine.id)).toEqual([]);
      await expect(updateTask({ task: task!, changes: { status: 'canceled' } })).rejects.toMatchObject({
        code: 'PGRST116',
      });
      await expect(deleteTask(task!)).rejects.toMatchObject({ code: 'PGRST116' });
      await expect(createTask({ tender: mine, name: 'Sneaky', status: 'not-started' })).rejects.toMatchObject(
        { code: '42501' },
      );
    } finally {
      await signInApp(owner);
    }
    const still = await fetchTender(mine.id);
    expect(still).toMatchObject({ title: 'Quay cranes', status: 'under-review' });
    expect(await fetchTenderTasks(mine.id)).toContainEqual(task);
  });

  it('without a session every data action says User not authenticated', async () => {
    await signOutApp();
    try {
      await expect(
        fetchTenderPage(ws, { ...defaultFilters, q: '', statuses: [], sort: '-created', page: 1 }),
      ).rejects.toThrow('User not authenticated');
      await expect(createTender({ workspaceId: ws, fields: tenderFields() })).rejects.toThrow(
        'User not authenticated',
      );
    } finally {
      await signInApp(owner);
    }
  });
});
