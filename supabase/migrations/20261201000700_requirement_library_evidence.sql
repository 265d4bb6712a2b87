-- A requirement's evidence may also be a company document of the library (issue 27): one of
-- the tender's documents (evidence_document, by file name) or one of the library's
-- (evidence_company_document_id), not both. Deleting the library document clears it.

alter table public.tender_requirements
  add column evidence_company_document_id uuid,
  add constraint tender_requirements_evidence_company_document_fkey
    foreign key (evidence_company_document_id, workspace_id)
    references public.company_documents (id, workspace_id)
    on delete set null (evidence_company_document_id),
  add constraint tender_requirements_one_evidence_check
    check (evidence_document is null or evidence_company_document_id is null);

create index tender_requirements_evidence_company_document_idx
  on public.tender_requirements (evidence_company_document_id, workspace_id);

comment on column public.tender_requirements.evidence_company_document_id is
  'Evidence from the company library (a document of the same workspace), instead of one of the tender''s documents.';

grant insert (evidence_company_document_id), update (evidence_company_document_id)
  on table public.tender_requirements to authenticated;
