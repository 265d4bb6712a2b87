// The answer library `npm run bench:library` searches: a workspace of `size` entries written
// like a firm's (a title from one of 24 topics, an answer of about 1 KB from a pool of 192
// sentences, one to three tags, a category, a status, a review cycle), a tender for every 20
// entries with ten requirements each, and one entry in four linked to requirements of
// tenders that were won, lost or are still open. Seeded as the database owner in one
// transaction; the member searches through the API.
import type { LocalStack } from '@tenderflow/local-supabase';

export const BENCH_PASSWORD = 'bench-password-1';

const TOPICS = [
  'Waste management plan',
  'Scaffolding and work at height',
  'Insurance cover and limits',
  'Quality management system',
  'Environmental policy',
  'Social value commitments',
  'Health and safety policy',
  'Traffic management',
  'Carbon reduction plan',
  'Modern slavery statement',
  'Equality and diversity',
  'Business continuity',
  'Subcontractor management',
  'Training and competence',
  'Site logistics',
  'Noise and dust control',
  'Design coordination',
  'Programme and phasing',
  'Community engagement',
  'Apprenticeships and local labour',
  'Information security',
  'Complaints handling',
  'Asbestos management',
  'Handover and aftercare',
];

const SETTINGS = [
  'for school projects',
  'on occupied sites',
  'for highways works',
  'in healthcare',
  'for housing',
];

// Each answer takes 5 of these (about 1 KB); a subject area is in about one answer in five.
const AREAS = [
  'waste streams',
  'scaffold inspections',
  'insurance certificates',
  'ISO 9001 audits',
  'carbon emissions',
  'apprenticeship places',
  'lifting operations',
  'pedestrian routes',
  'noise monitoring',
  'asbestos surveys',
  'client complaints',
  'data protection',
  'drainage works',
  'concrete pours',
  'temporary works',
  'fire risk assessments',
  'welfare facilities',
  'tree protection',
  'utility diversions',
  'road closures',
  'supplier payments',
  'defects liability',
  'energy meters',
  'first aid cover',
];
const ASPECTS = [
  'records',
  'targets',
  'training',
  'reporting',
  'controls',
  'inspections',
  'reviews',
  'registers',
];
const SUBJECTS = ['Our site manager', 'The project team', 'Each supervisor', 'The contracts manager'];
const VERBS = [
  'keeps up to date the',
  'agrees with the client a plan for the',
  'checks every week the',
  'briefs the workforce on the',
  'reports to the board on the',
  'signs off the',
];
const SENTENCES = Array.from(
  { length: AREAS.length * ASPECTS.length },
  (_, i) =>
    `${SUBJECTS[i % 4]} ${VERBS[i % 6]} ${AREAS[i % 24]} ${ASPECTS[Math.floor(i / 24)]} for each site, and the client sees the evidence at every progress meeting.`,
);

const TAGS = [
  'iso',
  'public sector',
  'framework',
  'nhs',
  'schools',
  'highways',
  'housing',
  'rail',
  'water',
  'defence',
];

/** Signs a member up (their workspace is made with them) and seeds its library. */
export async function seedLibrary(
  stack: LocalStack,
  size: number,
): Promise<{ email: string; workspaceId: string }> {
  const email = `bench-library-${size}-${Date.now()}@example.com`;
  const signup = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: BENCH_PASSWORD,
      data: { full_name: `Bench ${size}`, company: `Library ${size} Ltd` },
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  const list = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;
  return stack.db.transaction(async (q) => {
    const [{ workspace_id: workspaceId }] = (
      await q.query<{ workspace_id: string }>(
        'select workspace_id from public.workspace_members where user_id = $1',
        [user.id],
      )
    ).rows as [{ workspace_id: string }];
    await q.query(
      `insert into public.answers (workspace_id, title, body, category_id, tags, owner_id, status,
                                   last_reviewed_on, review_every_months, created_by, updated_by, updated_at)
       select $1, t.title, b.body,
              (select c.id from public.answer_categories c where c.workspace_id = $1 and c.position = 1 + i % 8),
              (select array_agg(${list(TAGS)}[1 + (i * k) % 10]) from generate_series(1, 1 + i % 3) k),
              $2, (array['approved', 'approved', 'approved', 'draft', 'draft', 'approved', 'approved', 'archived']
                   ::public.answer_status[])[1 + i % 8],
              current_date - (i % 700), (array[null, 6, 12, 24])[1 + i % 4]::smallint, $2, $2,
              now() - make_interval(mins => i)
       from generate_series(1, $3) i
       cross join lateral (select ${list(TOPICS)}[1 + i % 24] || ' ' || ${list(SETTINGS)}[1 + (i / 24) % 5]
                                  || ' (' || i || ')' as title) t
       cross join lateral (
         select '## ' || t.title || E'\\n\\n' || string_agg(${list(SENTENCES.map((s) => s.replaceAll("'", "''")))}[1 + (i * 37 + k * 53) % ${SENTENCES.length}], ' ')
                || E'\\n\\n- Reference project ' || i || E'\\n- **Contact**: bid team' as body
         from generate_series(1, 5) k
       ) b`,
      [workspaceId, user.id, size],
    );
    // A tender for every 20 entries (won, lost, submitted, in development, …), ten
    // requirements each; one entry in four is linked to requirements of one to four tenders.
    const tenders = Math.max(size / 20, 5);
    await q.query(
      `insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, shared_reference)
       select $1, $2, 'LIB-' || lpad(i::text, 6, '0'), 'Client ' || (i % 37), 'Library bench tender ' || i,
              (array['won', 'lost', 'submitted', 'won', 'lost', 'in-development', 'under-review']
               ::public.tender_status[])[1 + i % 7],
              'LIB-' || lpad(i::text, 6, '0')
       from generate_series(1, $3) i`,
      [workspaceId, user.id, tenders],
    );
    await q.query(
      `insert into public.tender_requirements (tender_id, workspace_id, requirement)
       select t.id, t.workspace_id, 'Requirement ' || k
       from public.tenders t, generate_series(1, 10) k where t.workspace_id = $1`,
      [workspaceId],
    );
    await q.query(
      `with a as (select id, row_number() over (order by created_at, id) as n
                  from public.answers where workspace_id = $1),
            t as (select id, row_number() over (order by reference_number) as m
                  from public.tenders where workspace_id = $1),
            r as (select r.id, r.tender_id, r.workspace_id, t.m,
                         row_number() over (partition by r.tender_id order by r.requirement, r.id) as k
                  from public.tender_requirements r join t on t.id = r.tender_id)
       insert into public.requirement_answers (requirement_id, tender_id, workspace_id, answer_id, linked_by)
       select distinct on (r.id, a.id) r.id, r.tender_id, r.workspace_id, a.id, $2
       from a
       cross join generate_series(0, (a.n % 4)::int) j
       join r on r.m = 1 + (a.n * 7 + j * 3) % $3 and r.k = 1 + a.n % 10
       where a.n % 4 = 0`,
      [workspaceId, user.id, tenders],
    );
    // As autovacuum leaves a library written in bulk: the statistics read, and the full-text
    // indexes' pending entries merged (a search scans those one by one until then).
    await q.exec(`analyze public.answers; analyze public.requirement_answers; analyze public.tenders;
      analyze private.answer_usage_counts;
      select pg_catalog.gin_clean_pending_list('public.answers_search_idx'::regclass);
      select pg_catalog.gin_clean_pending_list('public.answers_title_search_idx'::regclass);`);
    return { email, workspaceId };
  });
}
