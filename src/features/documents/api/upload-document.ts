import { useMutation } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import { messages } from '@/lib/errors';
import { TENDER_DOCUMENTS_BUCKET } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { documentMessages } from '../model';

/** A failed upload, with Storage's status code ('409', '413', '415', '403'…) when it answered. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const refusals: Record<string, string> = {
  '409': documentMessages.exists,
  '413': 'The file is larger than the 25 MB limit.',
  '415': 'This type of file cannot be uploaded here.',
  '403': 'You cannot upload documents to this tender.',
};

interface Upload {
  /** {workspace}/{tender}/{file name}. */
  path: string;
  file: Blob;
  contentType: string;
  /** 0 to 1 as the bytes go up. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads to Storage's standard upload endpoint with XMLHttpRequest, the browser API that
 * reports upload progress (fetch does not); the same request storage-js makes, without upsert.
 * Storage keeps nothing of a failed upload, so a retry starts clean.
 */
export async function uploadDocument({ path, file, contentType, onProgress, signal }: Upload): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError(messages.notAuthenticated);
  const { supabaseUrl, supabaseAnonKey } = getEnv();
  const url = `${supabaseUrl}/storage/v1/object/${TENDER_DOCUMENTS_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let statusCode: string | undefined;
      try {
        statusCode = String(
          (JSON.parse(xhr.responseText) as { statusCode?: unknown }).statusCode ?? xhr.status,
        );
      } catch {
        statusCode = String(xhr.status);
      }
      reject(new UploadError(refusals[statusCode] ?? documentMessages.uploadFailed, statusCode));
    };
    xhr.onerror = () => reject(new UploadError(messages.network));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads (see uploadDocument); a failure is logged here and shown in the upload's own row. */
export const useUploadDocument = () => useMutation({ mutationFn: uploadDocument, meta: { logError: true } });
