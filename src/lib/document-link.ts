// Links to open a stored document (a tender's or the company library's). Storage lets no user
// sign one: the document-link Edge Function checks at the click that the caller is still a
// member of the document's workspace, then signs a link that works for 60 seconds
// (docs/security-checks.md G2).
import { supabase } from './supabase';

export type DocumentBucket = 'tender-documents' | 'company-documents';

/** A link to the object that works for a minute; rejects when it is gone or not the caller's to open. */
export async function documentLink(bucket: DocumentBucket, path: string): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ signedUrl: string }>('document-link', {
    body: { bucket, path },
  });
  if (error) throw error;
  if (!data?.signedUrl) throw new Error('The link could not be made');
  return data.signedUrl;
}
