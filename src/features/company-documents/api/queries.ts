import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { companyDocumentMessages, type CompanyDocument, type ExpiringDocument } from '../model';

/** The library, soonest expiry first (no expiry last), then by name. */
export const fetchCompanyDocuments = authed(async (workspaceId: string): Promise<CompanyDocument[]> => {
  const { data, error } = await supabase
    .from('company_documents')
    .select('*')
    .eq('workspace_id', workspaceId)
    .order('expires_on', { ascending: true, nullsFirst: false })
    .order('name')
    .order('id');
  if (error) throw error;
  return data;
});

/** What the tender card shows of a required document. */
export type RequiredDocument = Pick<
  CompanyDocument,
  'id' | 'workspace_id' | 'name' | 'category' | 'issuer' | 'expires_on' | 'file_name'
>;

/** The documents a tender requires, soonest expiry first (no expiry last), then by name. */
export const fetchRequiredDocuments = authed(async (tenderId: string): Promise<RequiredDocument[]> => {
  const { data, error } = await supabase
    .from('tender_required_documents')
    .select('document:company_documents(id, workspace_id, name, category, issuer, expires_on, file_name)')
    .eq('tender_id', tenderId);
  if (error) throw error;
  const key = (d: RequiredDocument) => `${d.expires_on ?? '9999-12-31'} ${d.name}`;
  return data
    .flatMap((row) => (row.document ? [row.document] : []))
    .sort((a, b) => key(a).localeCompare(key(b)));
});

/** The tender's required documents expiring before its submission date (SQL decides). */
export const fetchExpiringDocuments = authed(
  async (workspaceId: string, tenderId: string): Promise<ExpiringDocument[]> => {
    const { data, error } = await supabase.rpc('expiring_required_documents', {
      p_workspace_id: workspaceId,
      p_tender_ids: [tenderId],
    });
    if (error) throw error;
    return data;
  },
);

/** What the expiry check depends on: the tender's submission date and status are in its key. */
export interface CheckedTender {
  id: string;
  workspace_id: string;
  tender_submission_date: string | null;
  status: string;
}

export const companyDocumentQueries = {
  all: () => queryRoots.companyDocuments,
  list: (workspaceId: string) =>
    queryOptions({
      queryKey: [...companyDocumentQueries.all(), 'list', workspaceId],
      queryFn: () => fetchCompanyDocuments(workspaceId),
      meta: { errorMessage: companyDocumentMessages.loadFailed },
    }),
  required: (tenderId: string) =>
    queryOptions({
      queryKey: [...companyDocumentQueries.all(), 'required', tenderId],
      queryFn: () => fetchRequiredDocuments(tenderId),
      meta: { errorMessage: companyDocumentMessages.requiredLoadFailed },
    }),
  // A moved submission date or a new status is a new key: the check follows a tender edit
  // without the tenders feature knowing about it.
  expiring: (tender: CheckedTender) =>
    queryOptions({
      queryKey: [
        ...companyDocumentQueries.all(),
        'expiring',
        tender.workspace_id,
        tender.id,
        tender.tender_submission_date,
        tender.status,
      ],
      queryFn: () => fetchExpiringDocuments(tender.workspace_id, tender.id),
      meta: { errorMessage: companyDocumentMessages.requiredLoadFailed },
    }),
};
