import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { documentMessages } from '../messages';

export interface TenderDocument {
  name: string;
  /** The object's full name in the bucket: {workspace}/{tender}/{name}. */
  path: string;
  size: number;
  mimetype: string | null;
  createdAt: string;
  uploaderName: string | null;
}

const fetchDocuments = authed(async (tenderId: string): Promise<TenderDocument[]> => {
  const { data, error } = await supabase.rpc('tender_documents', { p_tender_id: tenderId });
  if (error) throw error;
  return data.map((row) => ({
    name: row.name,
    path: row.path,
    size: Number(row.size ?? 0),
    mimetype: row.mimetype,
    createdAt: row.created_at,
    uploaderName: row.uploader_name,
  }));
});

export const documentQueries = {
  all: () => queryRoots.documents,
  byTender: tenderRowsQuery(queryRoots.documents, fetchDocuments, documentMessages.loadFailed),
};
