-- Checklist templates per workspace and tender type: a new workspace starts from
-- the global default tasks; a new tender gets the standard (all-types) tasks followed by its
-- type's own, a type's task of the same name taking the standard one's place, or only its
-- type's when the workspace says they replace the standard ones; requirements are the type's
-- own, else the all-types ones; one template of a name per type; the company documents a type requires (the library's, renewed ones in their latest
-- version); admins edit, other members only read, another workspace sees and touches nothing.
begin;
create extension if not exists pgtap with schema extensions;

select plan(28);

select has_table('public', 'task_templates', 'task templates are stored per workspace');
select has_table('public', 'requirement_templates', 'requirement templates are stored per workspace');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at, only_with_bid_bond, due_days_before)
values ('Read the documents', 'All of them', now() - interval '1 day', false, 20), ('Submit', '', now(), false, 0);

-- Fixtures: A admin of "Tpl One" with M (manager) and U (user); C alone in "Tpl Other".
select tests.create_user('tpl-a@example.test', '{"company": "Tpl One"}', 'f3300000-0000-4000-8000-00000000000a');
select tests.create_user('tpl-m@example.test', '{"company": "Tpl M"}', 'f3300000-0000-4000-8000-00000000000b');
select tests.create_user('tpl-u@example.test', '{"company": "Tpl U"}', 'f3300000-0000-4000-8000-00000000000d');
select tests.create_user('tpl-c@example.test', '{"company": "Tpl Other"}', 'f3300000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Tpl One'), 'f3300000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Tpl One'), 'f3300000-0000-4000-8000-00000000000d', 'user');

select results_eq($$
  select tender_type::text, name, description, due_days_before, position from public.task_templates
  where workspace_id = tests.workspace_named('Tpl One') order by position
$$, $$values (null::text, 'Read the documents', 'All of them', 20, 0), (null, 'Submit', '', 0, 1)$$,
  'a new workspace starts from the default tasks, for all types, in their order');

-- A tender's tasks and requirements, in order.
create function pg_temp.seeded(p_ref text) returns text language sql security definer set search_path = '' as $$
  select coalesce((select string_agg(k.name || ' ' || coalesce(k.due_date::text, '-'), ', ' order by k.created_at, k.id)
                   from public.tasks k join public.tenders t on t.id = k.tender_id where t.reference_number = p_ref), 'no tasks')
      || ' | ' ||
         coalesce((select string_agg(r.requirement || case when r.mandatory then '' else ' (optional)' end, ', ' order by r.position)
                   from public.tender_requirements r join public.tenders t on t.id = r.tender_id where t.reference_number = p_ref),
                  'no requirements')
$$;
create function pg_temp.create_tender(p_ref text, p_type text) returns void language sql as $$
  select null from public.save_tender(jsonb_build_object('reference_number', p_ref, 'client', 'Client', 'title', 'T',
    'type', p_type, 'tender_submission_date', '2027-03-31', 'workspace_id', tests.workspace_named('Tpl One')))
$$;

-- An admin edits the templates ----------------------------------------------------------------

select tests.authenticate_as('f3300000-0000-4000-8000-00000000000a');
select lives_ok($$
  insert into public.task_templates (workspace_id, tender_type, name, due_days_before, position)
  values (tests.workspace_named('Tpl One'), 'framework-agreement', 'Price the rate card', 14, 0),
         (tests.workspace_named('Tpl One'), 'framework-agreement', 'Submit', 1, 1);
  insert into public.requirement_templates (workspace_id, tender_type, requirement, mandatory, position)
  values (tests.workspace_named('Tpl One'), null, 'Tax clearance certificate', true, 0),
         (tests.workspace_named('Tpl One'), null, 'Case studies', false, 1),
         (tests.workspace_named('Tpl One'), 'limited-tender', 'Prequalification letter', true, 0);
$$, 'an admin adds task and requirement templates for a type and for all types');
select throws_ok($$
  insert into public.task_templates (workspace_id, tender_type, name)
  values (tests.workspace_named('Tpl One'), 'framework-agreement', ' price THE rate card ')
$$, '23505', null, 'one template of a name per type (case and outer spaces ignored)');
select lives_ok($$
  insert into public.task_templates (workspace_id, tender_type, name, position)
  values (tests.workspace_named('Tpl One'), 'limited-tender', 'Price the rate card', 0)
$$, 'the same name for another type is another template');

select lives_ok($$select pg_temp.create_tender('TPL-FW', 'framework-agreement')$$, 'an admin creates a framework agreement');
select is(pg_temp.seeded('TPL-FW'),
  'Read the documents 2027-03-11, Price the rate card 2027-03-17, Submit 2027-03-30 | Tax clearance certificate, Case studies (optional)',
  'a type''s own tasks add to the standard ones, its ''Submit'' taking the standard one''s place; without requirement templates of its own, the all-types requirements');
select lives_ok($$select pg_temp.create_tender('TPL-PUB', 'public-tender')$$, 'and a public tender');
select is(pg_temp.seeded('TPL-PUB'),
  'Read the documents 2027-03-11, Submit 2027-03-31 | Tax clearance certificate, Case studies (optional)',
  'a type without templates of its own gets the all-types ones');
select lives_ok($$select pg_temp.create_tender('TPL-LTD', 'limited-tender')$$, 'and a limited tender');
select is(pg_temp.seeded('TPL-LTD'),
  'Read the documents 2027-03-11, Submit 2027-03-31, Price the rate card - | Prequalification letter',
  'the standard tasks and its own task; its own requirements, which replace the all-types ones');

-- The workspace says a type's own tasks replace the standard ones -----------------------------

select lives_ok($$
  insert into public.task_template_types (workspace_id, tender_type, replaces_standard)
  values (tests.workspace_named('Tpl One'), 'framework-agreement', true)
$$, 'an admin says framework agreements replace the standard tasks');
select lives_ok($$select pg_temp.create_tender('TPL-FW-R', 'framework-agreement')$$, 'a framework agreement after that');
select is(pg_temp.seeded('TPL-FW-R'),
  'Price the rate card 2027-03-17, Submit 2027-03-30 | Tax clearance certificate, Case studies (optional)',
  'it gets only the type''s own tasks');
select lives_ok($$select pg_temp.create_tender('TPL-LTD2', 'limited-tender')$$, 'a limited tender after that');
select is(pg_temp.seeded('TPL-LTD2'),
  'Read the documents 2027-03-11, Submit 2027-03-31, Price the rate card - | Prequalification letter',
  'another type still adds to the standard tasks');

-- Required company documents: a type's categories; of documents sharing a name, the one that
-- expires last.
select lives_ok($$
  insert into public.company_documents (workspace_id, name, category, expires_on)
  values (tests.workspace_named('Tpl One'), 'Liability insurance', 'insurance', '2027-01-01'),
         (tests.workspace_named('Tpl One'), 'liability insurance ', 'insurance', '2028-01-01'),
         (tests.workspace_named('Tpl One'), 'Fleet insurance', 'insurance', null),
         (tests.workspace_named('Tpl One'), 'ISO 9001', 'certificate', '2029-01-01');
  insert into public.document_templates (workspace_id, tender_type, category)
  values (tests.workspace_named('Tpl One'), 'framework-agreement', 'insurance');
$$, 'an admin makes insurance required for framework agreements');
select throws_ok($$
  insert into public.document_templates (workspace_id, tender_type, category)
  values (tests.workspace_named('Tpl One'), 'framework-agreement', 'insurance')
$$, '23505', null, 'a category once per type');
select lives_ok($$select pg_temp.create_tender('TPL-FW2', 'framework-agreement')$$, 'a second framework agreement');
select is((select string_agg(d.name || ' ' || coalesce(d.expires_on::text, '-'), ', ' order by d.name)
           from public.tender_required_documents r join public.company_documents d on d.id = r.company_document_id
           join public.tenders t on t.id = r.tender_id where t.reference_number = 'TPL-FW2'),
  'Fleet insurance -, liability insurance  2028-01-01',
  'requires the library''s insurance documents, a renewed one only in its latest version');

-- Other members read; they do not edit -------------------------------------------------------

select tests.authenticate_as('f3300000-0000-4000-8000-00000000000d');
-- (Each of them is also the admin of a workspace of their own: the statements name Tpl One.)
select is((select count(*)::int from public.task_templates where workspace_id = tests.workspace_named('Tpl One'))
          + (select count(*)::int from public.requirement_templates where workspace_id = tests.workspace_named('Tpl One')), 8,
  'a user reads the workspace''s templates');
select tests.authenticate_as('f3300000-0000-4000-8000-00000000000b');
select throws_ok($$
  insert into public.task_templates (workspace_id, name) values (tests.workspace_named('Tpl One'), 'Mine')
$$, '42501', null, 'a manager adds no template (admins edit templates)');
select results_eq($$
  with u as (update public.task_template_types set replaces_standard = false
             where workspace_id = tests.workspace_named('Tpl One') returning 1)
  select (select count(*) from u),
         (select count(*) from public.task_template_types where workspace_id = tests.workspace_named('Tpl One'))
$$, $$values (0::bigint, 1::bigint)$$, 'a manager reads the type''s choice and cannot change it');
select results_eq($$
  with u as (update public.task_templates set name = 'Changed'
             where workspace_id = tests.workspace_named('Tpl One') returning id),
       r as (update public.requirement_templates set requirement = 'Changed'
             where workspace_id = tests.workspace_named('Tpl One') returning id),
       d as (delete from public.task_templates where workspace_id = tests.workspace_named('Tpl One') returning id),
       e as (delete from public.requirement_templates where workspace_id = tests.workspace_named('Tpl One') returning id),
       f as (delete from public.document_templates where workspace_id = tests.workspace_named('Tpl One') returning id)
  select (select count(*) from u) + (select count(*) from r) + (select count(*) from d) + (select count(*) from e)
         + (select count(*) from f)
$$, $$values (0::bigint)$$, 'nor changes or deletes one');

-- Another workspace -----------------------------------------------------------------------------

select tests.authenticate_as('f3300000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.task_templates where workspace_id = tests.workspace_named('Tpl One'))
          + (select count(*)::int from public.requirement_templates), 0,
  'another workspace''s admin sees none of them (only its own task templates)');
select throws_ok($$
  insert into public.task_template_types (workspace_id, tender_type, replaces_standard)
  values (tests.workspace_named('Tpl One'), 'limited-tender', true)
$$, '42501', null, 'nor says for it which types replace the standard tasks');
select throws_ok($$
  insert into public.requirement_templates (workspace_id, requirement) values (tests.workspace_named('Tpl One'), 'Sneaky')
$$, '42501', null, 'and adds none to them');

select * from finish();
rollback;
