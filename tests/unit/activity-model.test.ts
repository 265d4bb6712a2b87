import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeActivity, groupByDay, type ActivityEntry } from '@/features/activity/model';

const people: Record<string, string> = { 'u-max': 'Max Manager' };
const personName = (id: string) => people[id] ?? null;

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    workspace_id: 'w',
    tender_id: 't',
    tender_title: 'Quay works',
    actor_id: 'u-morgan',
    actor_name: 'Morgan',
    kind: 'updated',
    entity: 'tender',
    entity_id: 't',
    entity_label: 'Quay works',
    old_values: null,
    new_values: null,
    created_at: '2026-12-10T09:00:00.123456+00:00',
    ...overrides,
  };
}

const words = (overrides: Partial<ActivityEntry>) => describeActivity(entry(overrides), personName);

beforeAll(() => {
  vi.stubGlobal('navigator', { language: 'en-GB' });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('an activity entry in plain words', () => {
  it('says who moved a task from one status to another, with the labels the board shows', () => {
    expect(
      words({
        entity: 'task',
        entity_label: 'Site visit',
        old_values: { status: 'not-started' },
        new_values: { status: 'in-progress' },
      }),
    ).toBe('Morgan moved "Site visit" from Not Started to In Progress');
  });

  it('writes a moved deadline in the reader’s date style', () => {
    expect(
      words({
        old_values: { tender_submission_date: '2026-12-11' },
        new_values: { tender_submission_date: '2026-12-18' },
      }),
    ).toBe('Morgan changed the submission deadline from 11 Dec 2026 to 18 Dec 2026');
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(
      words({
        old_values: { tender_submission_date: '2026-12-11' },
        new_values: { tender_submission_date: '2026-12-18' },
      }),
    ).toBe('Morgan changed the submission deadline from Dec 11, 2026 to Dec 18, 2026');
    vi.stubGlobal('navigator', { language: 'en-GB' });
  });

  it('joins several changed fields into one sentence', () => {
    expect(
      words({
        old_values: { title: 'Quay', status: 'under-review' },
        new_values: { title: 'Quay works', status: 'in-development' },
      }),
    ).toBe(
      'Morgan renamed the tender "Quay" to "Quay works" and changed the status from Under Review to In Development',
    );
  });

  it('names the assignee, and says when a task is unassigned', () => {
    const task = { entity: 'task' as const, entity_label: 'Site visit' };
    expect(words({ ...task, old_values: { assignee_id: null }, new_values: { assignee_id: 'u-max' } })).toBe(
      'Morgan assigned "Site visit" to Max Manager',
    );
    expect(words({ ...task, old_values: { assignee_id: 'u-max' }, new_values: { assignee_id: null } })).toBe(
      'Morgan unassigned "Site visit"',
    );
    expect(words({ ...task, old_values: { due_date: null }, new_values: { due_date: '2026-12-01' } })).toBe(
      'Morgan changed the due date of the task "Site visit" from none to 01 Dec 2026',
    );
    expect(words({ ...task, old_values: { name: 'Site visit' }, new_values: { name: 'Site walk' } })).toBe(
      'Morgan renamed the task "Site visit" to "Site walk"',
    );
  });

  it('phrases creations and deletions of every kind of thing', () => {
    expect(words({ kind: 'created', entity: 'tender', new_values: { title: 'Quay works' } })).toBe(
      'Morgan created the tender "Quay works"',
    );
    expect(words({ kind: 'created', entity: 'task', entity_label: 'Site visit' })).toBe(
      'Morgan added the task "Site visit"',
    );
    expect(words({ kind: 'created', entity: 'document', entity_label: 'plan.pdf' })).toBe(
      'Morgan uploaded "plan.pdf"',
    );
    expect(words({ kind: 'deleted', entity: 'document', entity_label: 'plan.pdf' })).toBe(
      'Morgan deleted the document "plan.pdf"',
    );
    expect(
      words({
        kind: 'created',
        entity: 'bid-decision',
        entity_label: null,
        new_values: { decision: 'no-bid' },
      }),
    ).toBe('Morgan recorded the bid decision: No bid');
    expect(words({ kind: 'created', entity: 'addendum', entity_label: '2' })).toBe(
      'Morgan recorded addendum 2',
    );
    expect(words({ kind: 'deleted', entity: 'tender', tender_title: 'Quay works' })).toBe(
      'Morgan deleted the tender "Quay works"',
    );
    expect(
      words({
        kind: 'created',
        entity: 'member',
        tender_id: null,
        entity_label: 'Uma',
        new_values: { role: 'user' },
      }),
    ).toBe('Morgan added Uma to the workspace as User');
  });

  it('says what changed of the other records, and only "edited" for long texts', () => {
    expect(
      words({
        entity: 'member',
        entity_label: 'Uma',
        old_values: { role: 'user' },
        new_values: { role: 'manager' },
      }),
    ).toBe("Morgan changed Uma's role from User to Manager");
    expect(
      words({
        entity: 'bid-bond',
        entity_label: null,
        old_values: { status: 'requested' },
        new_values: { status: 'issued' },
      }),
    ).toBe('Morgan changed the status of the bid bond from Requested to Issued');
    expect(words({ old_values: { description: 'a' }, new_values: { description: 'b' } })).toBe(
      'Morgan edited the description',
    );
    expect(
      words({
        entity: 'bid-decision',
        entity_label: null,
        old_values: { decision: 'bid' },
        new_values: { decision: 'no-bid' },
      }),
    ).toBe('Morgan changed the bid decision from Bid to No bid');
    expect(words({ old_values: { bid_bond: false }, new_values: { bid_bond: true } })).toBe(
      'Morgan changed the bid bond from No to Yes',
    );
  });

  it('names TenderFlow when no person made the change', () => {
    expect(words({ actor_id: null, actor_name: null, kind: 'created' })).toBe(
      'TenderFlow created the tender "Quay works"',
    );
  });
});

describe('grouping by day', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('groups newest-first entries by the reader’s day, not UTC’s', () => {
    const days = groupByDay([
      entry({ id: 3, created_at: '2026-12-10T11:30:00.5+00:00' }), // 00:30 on 11 Dec in Auckland
      entry({ id: 2, created_at: '2026-12-10T10:30:00+00:00' }), // 23:30 on 10 Dec
      entry({ id: 1, created_at: '2026-12-10T01:00:00+00:00' }),
    ]);
    expect(days.map((day) => [day.heading, day.entries.map((e) => e.id)])).toEqual([
      ['11 Dec 2026', [3]],
      ['10 Dec 2026', [2, 1]],
    ]);
  });
});
