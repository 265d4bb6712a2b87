-- The submit-with-incomplete-mandatory rule, in the database so no path skips it:
-- marking a tender Submitted while mandatory requirements are incomplete needs an override
-- naming them, recorded by the same person since the tender last changed; optional and not
-- applicable requirements do not count; maintenance without a signed-in person is not held.
begin;
create extension if not exists pgtap with schema extensions;

select plan(10);

select tests.create_user('sub-a@example.test', '{"company": "Sub One"}', 'f3500000-0000-4000-8000-00000000000a');
select tests.create_user('sub-m@example.test', '{"company": "Sub M"}', 'f3500000-0000-4000-8000-00000000000b');
select tests.add_member(tests.workspace_named('Sub One'), 'f3500000-0000-4000-8000-00000000000b', 'manager');

insert into public.tenders (id, user_id, workspace_id, reference_number, client, title, status)
values ('f3500000-0000-4000-8000-0000000000e1', 'f3500000-0000-4000-8000-00000000000a', tests.workspace_named('Sub One'),
        'SUB-1', 'Client', 'Incomplete', 'in-development'),
       ('f3500000-0000-4000-8000-0000000000e2', 'f3500000-0000-4000-8000-00000000000a', tests.workspace_named('Sub One'),
        'SUB-2', 'Client', 'Ready', 'in-development');
insert into public.tender_requirements (tender_id, workspace_id, requirement, mandatory, status, position)
values ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), 'ISO 9001 certificate', true, 'complete', 0),
       ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), 'Method statement', true, 'drafting', 1),
       ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), 'Site plan', true, 'not-started', 2),
       ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), 'Case studies', false, 'not-started', 3),
       ('f3500000-0000-4000-8000-0000000000e2', tests.workspace_named('Sub One'), 'Insurance', true, 'not-applicable', 0),
       ('f3500000-0000-4000-8000-0000000000e2', tests.workspace_named('Sub One'), 'Case studies', false, 'drafting', 1);

create function pg_temp.submit(p_id uuid) returns void language sql as $$
  update public.tenders set status = 'submitted' where id = p_id
$$;
create function pg_temp.override(p_incomplete text[]) returns void language sql as $$
  insert into public.requirement_overrides (tender_id, workspace_id, incomplete)
  values ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), p_incomplete)
$$;

select tests.authenticate_as('f3500000-0000-4000-8000-00000000000a');
select throws_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'TFT05', 'Mandatory requirements are incomplete', 'Submitted is refused while mandatory requirements are incomplete');
select lives_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e2')$$,
  'not applicable and optional requirements do not hold a submission');

select lives_ok($$select pg_temp.override(array['Method statement'])$$, 'an override naming one of the two');
select throws_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'TFT05', null, 'does not cover the other');

select tests.authenticate_as('f3500000-0000-4000-8000-00000000000b');
select lives_ok($$select pg_temp.override(array['Method statement', 'Site plan'])$$, 'the manager confirms both');
select tests.authenticate_as('f3500000-0000-4000-8000-00000000000a');
select throws_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'TFT05', null, 'another person''s confirmation is not the admin''s');

-- A confirmation older than the tender's last change is stale.
reset role;
insert into public.requirement_overrides (tender_id, workspace_id, incomplete, confirmed_by, confirmed_at)
values ('f3500000-0000-4000-8000-0000000000e1', tests.workspace_named('Sub One'), array['Method statement', 'Site plan'],
        'f3500000-0000-4000-8000-00000000000a', now() - interval '1 day');
select tests.authenticate_as('f3500000-0000-4000-8000-00000000000a');
select throws_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'TFT05', null, 'a confirmation made before the tender''s last change does not count');

select lives_ok($$select pg_temp.override(array['Method statement', 'Site plan'])$$, 'the admin confirms both');
select lives_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'then the admin marks it Submitted');

-- Maintenance as the database owner is not held (no one to confirm).
select tests.clear_authentication();
update public.tenders set status = 'in-development' where id = 'f3500000-0000-4000-8000-0000000000e1';
select lives_ok($$select pg_temp.submit('f3500000-0000-4000-8000-0000000000e1')$$,
  'without a signed-in person the rule does not apply');

select * from finish();
rollback;
