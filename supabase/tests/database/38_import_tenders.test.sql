-- Importing tenders: a batch lands in the caller's workspace as save_tender inserts (the
-- templates only for open tenders and only when asked; never for a decided one), keeps a
-- created date and a won or lost tender's outcome, reports each row (imported, skipped, updated,
-- failed with a plain reason and nothing changed for it); an existing reference is never
-- duplicated; a refused call changes nothing; a user and another workspace are refused.
begin;
create extension if not exists pgtap with schema extensions;

select plan(35);

-- Fixtures: A admin of "Imp One" with U (user); C alone in "Imp Other".
select tests.create_user('imp-a@example.test', '{"company": "Imp One"}', 'f3800000-0000-4000-8000-00000000000a');
select tests.create_user('imp-u@example.test', '{"company": "Imp U"}', 'f3800000-0000-4000-8000-00000000000d');
select tests.create_user('imp-c@example.test', '{"company": "Imp Other"}', 'f3800000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Imp One'), 'f3800000-0000-4000-8000-00000000000d', 'user');
insert into public.task_templates (workspace_id, name)
select tests.workspace_named('Imp One'), name from (values ('Read the documents'), ('Price the bid')) t (name);
insert into public.requirement_templates (workspace_id, requirement)
values (tests.workspace_named('Imp One'), 'Insurance certificate');

create function pg_temp.import(p_rows jsonb, p_duplicates text default 'skip', p_templates boolean default false)
returns jsonb language sql as $$
  select public.import_tenders(tests.workspace_named('Imp One'), p_rows, p_duplicates, 'Europe/Berlin', p_templates)
$$;
create function pg_temp.work(p_reference text) returns text language sql as $$
  select (select count(*) from public.tasks k where k.tender_id = t.id) || ' tasks, '
      || (select count(*) from public.tender_requirements r where r.tender_id = t.id) || ' requirements'
  from public.tenders t where t.reference_number = p_reference
$$;
create function pg_temp.outcomes(p_result jsonb) returns text language sql as $$
  select string_agg((r ->> 'line') || ' ' || (r ->> 'outcome') || coalesce(' (' || (r ->> 'reason') || ')', ''), ', ')
  from jsonb_array_elements(p_result) r
$$;
create function pg_temp.tender(p_reference text) returns public.tenders language sql security definer set search_path = '' as $$
  select * from public.tenders t where t.reference_number = p_reference
$$;

select tests.authenticate_as('f3800000-0000-4000-8000-00000000000a');

-- New rows ---------------------------------------------------------------------------------

select is(pg_temp.outcomes(pg_temp.import($$[
  {"line": 2, "tender": {"reference_number": "IMP-1", "title": "Quay", "client": "Port", "status": "won",
                         "tender_submission_date": "2026-03-15", "estimated_value": 1250000.5, "currency": "EUR"},
   "created_date": "2025-11-03"},
  {"line": 3, "tender": {"reference_number": "IMP-2", "title": "Road", "client": "City"}},
  {"line": 4, "tender": {"reference_number": "IMP-3", "title": "Bridge", "client": "State", "status": "pending"}},
  {"line": 5, "tender": {"reference_number": "IMP-4", "title": "Dock", "client": "Port"}, "created_date": "2999-01-01"}
]$$)), '2 imported, 3 imported, 4 failed (a value that cannot be read), 5 failed (a created date in the future)',
  'each row is reported: imported, or failed with a plain reason');
select is((select (status, estimated_value, currency, tender_submission_date)::text from pg_temp.tender('IMP-1')),
  '(won,1250000.50,EUR,2026-03-15)', 'the fields are stored as given');
select is((select (created_at at time zone 'Europe/Berlin')::text from pg_temp.tender('IMP-1')), '2025-11-03 12:00:00',
  'the created date is kept, as noon in the importer''s zone');
select is((select (status, channel, type, currency, user_id, workspace_id = tests.workspace_named('Imp One'))::text
           from pg_temp.tender('IMP-2')),
  '(under-review,other,public-tender,USD,f3800000-0000-4000-8000-00000000000a,t)',
  'the rest takes the defaults, in the importer''s workspace, owned by them');
select is(pg_temp.work('IMP-2') || '; ' || pg_temp.work('IMP-1'), '0 tasks, 0 requirements; 0 tasks, 0 requirements',
  'without the importer asking, no tender gets tasks or a checklist');

-- Templates only for open tenders, only when asked -------------------------------------------

select is(pg_temp.outcomes(pg_temp.import($$[
  {"line": 2, "tender": {"reference_number": "TPL-OPEN", "title": "T", "client": "C", "status": "in-development"}},
  {"line": 3, "tender": {"reference_number": "TPL-NEW", "title": "T", "client": "C"}},
  {"line": 4, "tender": {"reference_number": "TPL-WON", "title": "T", "client": "C", "status": "won"}},
  {"line": 5, "tender": {"reference_number": "TPL-LOST", "title": "T", "client": "C", "status": "lost"}},
  {"line": 6, "tender": {"reference_number": "TPL-DECL", "title": "T", "client": "C", "status": "declined"}},
  {"line": 7, "tender": {"reference_number": "TPL-SUB", "title": "T", "client": "C", "status": "submitted"}}
]$$, 'skip', true)), '2 imported, 3 imported, 4 imported, 5 imported, 6 imported, 7 imported', 'asked for templates');
select is((select string_agg(k.name, ', ' order by k.name) from public.tasks k where k.tender_id = (pg_temp.tender('TPL-OPEN')).id),
  'Price the bid, Read the documents', 'an open tender gets the default tasks, as one created by hand');
select ok((select bool_and(exists (select 1 from public.tender_requirements r join public.tenders t on t.id = r.tender_id
                                   where t.reference_number = x))
           from unnest(array['TPL-OPEN', 'TPL-NEW']) x),
  'and the checklist: under review and in development alike');
select is((select string_agg(pg_temp.work(r), '; ') from unnest(array['TPL-WON', 'TPL-LOST', 'TPL-DECL', 'TPL-SUB']) r),
  '0 tasks, 0 requirements; 0 tasks, 0 requirements; 0 tasks, 0 requirements; 0 tasks, 0 requirements',
  'a submitted or decided tender is a record: never tasks or a checklist');

-- Outcomes ---------------------------------------------------------------------------------

select is(pg_temp.import($$[
  {"line": 2, "tender": {"reference_number": "OUT-L", "title": "T", "client": "C", "status": "lost"},
   "outcome": {"winner": "Acme", "winning_price": 990000, "our_rank": 2, "award_date": "2025-06-30", "loss_reason": " price "}},
  {"line": 3, "tender": {"reference_number": "OUT-W", "title": "T", "client": "C", "status": "won"},
   "outcome": {"winner": "Us", "loss_reason": "Price"}},
  {"line": 4, "tender": {"reference_number": "OUT-X", "title": "T", "client": "C", "status": "lost"},
   "outcome": {"loss_reason": "Bad luck"}},
  {"line": 5, "tender": {"reference_number": "OUT-O", "title": "T", "client": "C"}, "outcome": {"winner": "Nobody"}},
  {"line": 6, "tender": {"reference_number": "OUT-E", "title": "T", "client": "C", "status": "won"},
   "outcome": {"winner": null, "winning_price": null, "our_rank": null, "award_date": null}}
]$$) -> 2 ->> 'warning', 'loss reason ''Bad luck'' is not one of the workspace''s: left empty',
  'a loss reason the workspace lacks imports the tender with the reason empty, and says so');
select is((select count(*)::int from public.tender_outcomes o join public.tenders t on t.id = o.tender_id
           where t.reference_number = 'OUT-E'), 0, 'a won row whose outcome cells are all empty records no outcome');
select is((select (o.winner, o.winning_price, o.our_rank, o.award_date, r.label)::text
           from public.tender_outcomes o join public.loss_reasons r on r.id = o.loss_reason_id
           where o.tender_id = (pg_temp.tender('OUT-L')).id),
  '(Acme,990000.00,2,2025-06-30,Price)', 'a lost tender''s outcome is stored; its reason found by label, any case');
select is((select string_agg(t.reference_number || ' ' || coalesce(o.winner, '-') || ' ' || coalesce(o.loss_reason_id::text, '-'), ', ' order by t.reference_number)
           from public.tenders t left join public.tender_outcomes o on o.tender_id = t.id
           where t.reference_number in ('OUT-W', 'OUT-X', 'OUT-O')),
  'OUT-O - -, OUT-W Us -, OUT-X - -', 'a won tender keeps no loss reason; an open one no outcome');
select is(pg_temp.outcomes(pg_temp.import($$[
  {"line": 9, "tender": {"reference_number": "OUT-L", "title": "T", "client": "C"}, "outcome": {"our_rank": 3}}
]$$, 'update')), '9 updated', 'an update of a lost tender with an outcome');
select is((select (o.winner, o.our_rank)::text from public.tender_outcomes o where o.tender_id = (pg_temp.tender('OUT-L')).id),
  '(Acme,3)', 'sets the outcome fields the file gives and keeps the others');
select is((select count(*)::int from public.tenders where reference_number in ('IMP-3', 'IMP-4')), 0,
  'a failed row leaves nothing behind');

-- Duplicates -------------------------------------------------------------------------------

select is(pg_temp.outcomes(pg_temp.import($$[
  {"line": 2, "tender": {"reference_number": " imp-1 ", "title": "Quay again", "client": "Port"}},
  {"line": 3, "tender": {"reference_number": "IMP-5", "title": "Pier", "client": "Port"}},
  {"line": 4, "tender": {"reference_number": "imp-5", "title": "Pier twice", "client": "Port"}}
]$$, 'skip')), '2 skipped (the reference number exists already), 3 imported, 4 skipped (the reference number exists already)',
  'skip: an existing reference (trimmed, any case), also one earlier in the same batch, is skipped');
select is((pg_temp.tender('IMP-1')).title, 'Quay', 'and the existing tender is left as it was');

select is(pg_temp.outcomes(pg_temp.import($$[
  {"line": 7, "tender": {"reference_number": "IMP-1", "title": "Quay works", "client": "Port authority"}}
]$$, 'update')), '7 updated', 'update: the existing tender is updated');
select is((select (title, client, status, estimated_value, currency)::text from pg_temp.tender('IMP-1')),
  '("Quay works","Port authority",won,1250000.50,EUR)', 'with the file''s fields only; the others are kept');
select is((select count(*)::int from public.tenders where lower(reference_number) = 'imp-1'), 1, 'never duplicated');

reset role;
insert into public.tenders (user_id, workspace_id, reference_number, client, title, shared_reference)
values ('f3800000-0000-4000-8000-00000000000a', tests.workspace_named('Imp One'), 'IMP-2', 'City', 'Road lot 2', 'IMP-2');
select tests.authenticate_as('f3800000-0000-4000-8000-00000000000a');
select is(pg_temp.outcomes(pg_temp.import($$[{"line": 2, "tender": {"reference_number": "IMP-2", "title": "Road", "client": "City"}}]$$, 'update')),
  '2 failed (2 tenders have this reference number: update them by hand)', 'update: an ambiguous reference is not guessed');

select is((select array_agg(r order by r collate "C")
           from unnest(public.existing_references(tests.workspace_named('Imp One'), array['IMP-1', ' imp-1', 'IMP-404', 'imp-5', 'IMP-1'])) r),
  array[' imp-1', 'IMP-1', 'imp-5'], 'existing_references: which given references the workspace has, each once, as given');

-- A refused call changes nothing ----------------------------------------------------------

select throws_ok($$ select pg_temp.import((select jsonb_agg(jsonb_build_object('line', i, 'tender',
    jsonb_build_object('reference_number', 'BIG-' || i, 'title', 'T', 'client', 'C'))) from generate_series(1, 1001) i)) $$,
  '22023', 'A batch is an array of at most 1,000 rows', 'a batch holds at most 1,000 rows');
select is((select count(*)::int from public.tenders where reference_number like 'BIG-%'), 0, 'and a refused batch imports none');
select throws_ok($$ select pg_temp.import('[]', 'merge') $$, '22023', null, 'duplicates are skipped or update, nothing else');
select is(pg_temp.import('[{"line": 9, "tender": {"reference_number": "IMP-9", "title": "T", "client": "C", "workspace_id": "00000000-0000-4000-8000-000000000000", "id": "00000000-0000-4000-8000-000000000001"}}]')
          -> 0 ->> 'outcome', 'imported', 'a row''s id or workspace in the file is ignored');
select is((select workspace_id = tests.workspace_named('Imp One') and id <> '00000000-0000-4000-8000-000000000001' from pg_temp.tender('IMP-9')),
  true, 'the row lands in the caller''s workspace with an id of the database''s');

-- The fields a row may set are the columns the app's users may insert and update ----------

reset role;
alter table public.tenders add column sales_area text;
grant insert (sales_area), update (sales_area) on table public.tenders to authenticated;
select tests.authenticate_as('f3800000-0000-4000-8000-00000000000a');
select is(pg_temp.import('[{"line": 2, "tender": {"reference_number": "IMP-R", "title": "T", "client": "C", "sales_area": "North",
                            "user_id": "f3800000-0000-4000-8000-00000000000d", "created_at": "2001-01-01T00:00:00Z",
                            "shared_reference": "IMP-R"}}]') -> 0 ->> 'outcome', 'imported',
  'a column added with its grants is importable, no function changed');
select is((select (sales_area, user_id, created_at > now() - interval '1 day', shared_reference)::text from pg_temp.tender('IMP-R')),
  '(North,f3800000-0000-4000-8000-00000000000a,t,)',
  'its value is stored; the creator, the times and the shared-reference confirmation never come from a file');

-- Roles and workspaces ---------------------------------------------------------------------

select lives_ok($$ select private.refresh_import_statistics() $$,
  'an importer may refresh the statistics of the tables an import fills (it analyses as their owner)');

select tests.authenticate_as('f3800000-0000-4000-8000-00000000000d');
select throws_ok($$ select pg_temp.import('[{"line": 2, "tender": {"reference_number": "U-1", "title": "T", "client": "C"}}]') $$,
  '42501', 'Only admins and managers import tenders', 'a user may not import');
select tests.authenticate_as('f3800000-0000-4000-8000-00000000000c');
select throws_ok($$ select pg_temp.import('[{"line": 2, "tender": {"reference_number": "C-1", "title": "T", "client": "C"}}]') $$,
  '42501', 'Only admins and managers import tenders', 'another workspace''s admin may not import into it');
select is(public.existing_references(tests.workspace_named('Imp One'), array['IMP-1']), '{}'::text[],
  'existing_references: another workspace''s references are not told');
reset role;
select is((select count(*)::int from public.tenders where reference_number in ('U-1', 'C-1')), 0, 'nothing of theirs landed');

select * from finish();
rollback;
