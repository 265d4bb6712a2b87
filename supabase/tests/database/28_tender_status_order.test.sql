-- The status counts' order, written once (private.tender_status_order, 02_tenders.sql):
-- private.tender_status_order() holds every tender status exactly once, so a status added to
-- the enum but not to the order fails here rather than going missing from the counts; and
-- tender_status_counts and dashboard_summary report in that order.
begin;
create extension if not exists pgtap with schema extensions;

select plan(4);

select is(private.tender_status_order(),
  array['under-review', 'in-development', 'submitted', 'won', 'lost', 'declined',
        'cancelled']::public.tender_status[],
  'the order: the open statuses, won, lost, then declined and cancelled');
select set_eq(
  $$select s from unnest(private.tender_status_order()) s$$,
  $$select s from unnest(enum_range(null::public.tender_status)) s$$,
  'every status of the enum is in the order');
select is(cardinality(private.tender_status_order()),
  cardinality(enum_range(null::public.tender_status)),
  'and each only once');

select tests.create_user('ord@ts.test', '{"full_name": "Ord Er"}', 'f2800000-0000-4000-8000-00000000000a');
select tests.authenticate_as('f2800000-0000-4000-8000-00000000000a');
select results_eq(
  $$select (s ->> 'status')::public.tender_status
    from jsonb_array_elements(public.dashboard_summary(private.current_workspace_id(), 'UTC') -> 'statuses') s$$,
  $$select status from public.tender_status_counts(private.current_workspace_id(), 'UTC')$$,
  'dashboard_summary and tender_status_counts report the statuses in the same order');

select * from finish();
rollback;
