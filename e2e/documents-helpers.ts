// Helpers for the documents journeys: a tender made through the same RPC the New Tender
// form uses, a supabase-js client signed in as a test account (Storage through the
// library the app uses), and the Documents card's locators.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { apiUser, localDate } from './api-helpers';

export const BUCKET = 'tender-documents';

export interface E2eTender {
  id: string;
  workspace_id: string;
  title: string;
  /** {workspace}/{tender}: where its documents live in the bucket. */
  folder: string;
}

export async function createTenderViaApi(
  account: { email: string; password: string },
  title: string,
): Promise<E2eTender> {
  const user = await apiUser(account);
  const created = await user.rest<{ id: string }>('rpc/save_tender', {
    method: 'POST',
    body: {
      p_tender: {
        reference_number: `DOC-${Date.now()}`,
        client: 'Port Authority',
        title,
        inquiry_submission_date: localDate(10),
        tender_submission_date: localDate(20),
      },
    },
  });
  const [row] = await user.rest<{ id: string; workspace_id: string }[]>(
    `tenders?id=eq.${created.id}&select=id,workspace_id`,
  );
  return { id: row!.id, workspace_id: row!.workspace_id, title, folder: `${row!.workspace_id}/${row!.id}` };
}

/** supabase-js signed in as the account, as the app's client would be (no stored session). */
export async function supabaseAs(account: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; realtime is never used here, but supabase-js asks.
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return client;
}

/** The Documents card of the tender page. */
export const documentsCard = (page: Page) => page.getByTestId('documents-card');

export const fileInput = (page: Page) => page.getByLabel('Upload documents');

export const documentsList = (page: Page) => page.getByRole('list', { name: 'Documents' });

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

export const pdf = (name: string, text = `%PDF-1.4 ${name}`) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(text),
});
