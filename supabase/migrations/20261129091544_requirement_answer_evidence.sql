-- A requirement's evidence may be an entry of the answer library: a tender document, a
-- company document or an answer, one at most; an entry of the requirement's own workspace,
-- and deleting the entry clears the evidence.
alter table public.tender_requirements add column evidence_answer_id uuid;

comment on column public.tender_requirements.evidence_answer_id is
  'Evidence from the answer library (an entry of the same workspace), instead of a document.';

alter table public.tender_requirements
  add constraint tender_requirements_evidence_answer_fkey
    foreign key (evidence_answer_id, workspace_id)
    references public.answers (id, workspace_id)
    on delete set null (evidence_answer_id);

alter table public.tender_requirements drop constraint tender_requirements_one_evidence_check;
alter table public.tender_requirements
  add constraint tender_requirements_one_evidence_check
    check (pg_catalog.num_nonnulls(evidence_document, evidence_company_document_id, evidence_answer_id) <= 1);

create index tender_requirements_evidence_answer_idx
  on public.tender_requirements (evidence_answer_id, workspace_id);

grant insert (evidence_answer_id), update (evidence_answer_id) on table public.tender_requirements to authenticated;
