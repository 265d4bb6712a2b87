-- The company-documents bucket's policies on storage.objects are named apart from the library
-- table's own (company_documents_select_members…): every policy name appears once in
-- supabase/schemas.
alter policy company_documents_select_members on storage.objects rename to company_document_files_select_members;
alter policy company_documents_insert_managers on storage.objects rename to company_document_files_insert_managers;
alter policy company_documents_update_managers on storage.objects rename to company_document_files_update_managers;
alter policy company_documents_delete_managers on storage.objects rename to company_document_files_delete_managers;
