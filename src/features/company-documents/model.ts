// Company documents: the workspace's library of certificates, insurance policies, tax
// clearance, registrations and accreditations, which tenders require. The words, the expiry
// cue, the files' rules (the company-documents bucket's own limits, checked before uploading)
// and the database's refusals in words. Whether a required document expires before a tender's
// submission date is decided in SQL only (expiring_required_documents). docs/product.md §
// Company documents.
import { expiryCueLabel } from '@shared/cues.ts';
import { CATEGORIES, categoryLabels, type CompanyDocumentCategory } from '@/lib/company-document-categories';
import { dataErrorMessage } from '@/lib/errors';
import { daysBetween, formatShortDate, localDateString } from '@/lib/dates';
import type { Database } from '@/types/database';

export type CompanyDocument = Database['public']['Tables']['company_documents']['Row'];
export type ExpiringDocument =
  Database['public']['Functions']['expiring_required_documents']['Returns'][number];

export const COMPANY_DOCUMENTS_BUCKET = 'company-documents';

// The categories' words are shared with the checklist templates (src/lib).
export { CATEGORIES, categoryLabels, type CompanyDocumentCategory };

/** The library shows a cue from this many days before an expiry (the first reminder's). */
export const EXPIRY_SOON_DAYS = 30;

export type ExpiryCue = { kind: 'expired' | 'soon'; label: string; days: number };

/** 'Expired', 'Expires today', 'Expires tomorrow', 'Expires in N days' (30 days ahead); null otherwise. */
export function expiryCue(expiresOn: string | null, today: string = localDateString()): ExpiryCue | null {
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  if (days > EXPIRY_SOON_DAYS) return null;
  return { kind: days < 0 ? 'expired' : 'soon', label: expiryCueLabel(days), days };
}

/** 'Expiry date: Mar 31, 2027', or 'No expiry date' for a document that never expires. */
export const expiryText = (expiresOn: string | null): string =>
  expiresOn ? `Expiry date: ${formatShortDate(expiresOn)}` : 'No expiry date';

/** '1 required document expires', '2 required documents expire'. */
export const expiringSentence = (count: number): string =>
  count === 1 ? '1 required document expires' : `${count} required documents expire`;

// Files ------------------------------------------------------------------------------

export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The bucket's allowed types (its migration lists the same) by extension. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const ALLOWED = new Set(Object.values(BY_EXTENSION));

export const ACCEPT = Object.keys(BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');

export const FILE_HINT = 'PDF, Word, OpenDocument text or an image (PNG, JPEG, WebP), up to 25 MB';

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The content type to upload with: the browser's when allowed, else the extension's; null when refused. */
export function fileType(file: Pick<File, 'name' | 'type'>): string | null {
  if (ALLOWED.has(file.type)) return file.type;
  return BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** Why a file cannot be uploaded, before trying; null when it can. */
export function fileRefusal(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!fileType(file)) return `This type of file cannot be uploaded here (${FILE_HINT}).`;
  if (file.size > MAX_FILE_BYTES) return 'The file is larger than the 25 MB limit.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** A Storage-safe file name: accents dropped, unsafe characters replaced, at most 200 characters. */
export function storageFileName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii
    .replace(/[^\w .()&$@=;:+,!'-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s-]+$/g, '')
    .slice(-200);
  return safe || 'document';
}

/**
 * The name a replacement file is stored under: its own, or 'name (2).pdf' when the document's
 * current file has that name. A stored file is never overwritten, so an old link never opens
 * the new file (docs/security-checks.md G1).
 */
export function replacementName(name: string, current: string | null): string {
  if (name !== current) return name;
  const [, stem, extension = ''] = /^(.+?)(\.[A-Za-z0-9]{1,10})?$/.exec(name)!;
  return `${stem} (2)${extension}`;
}

/** Where a document's file lives in the bucket: {workspace}/{document}/{file name}. */
export const filePath = (document: Pick<CompanyDocument, 'workspace_id' | 'id'>, fileName: string): string =>
  `${document.workspace_id}/${document.id}/${fileName}`;

// Words ------------------------------------------------------------------------------

export const companyDocumentMessages = {
  loadFailed: 'Failed to load the company documents. Please try again later.',
  requiredLoadFailed: 'Failed to load the required company documents. Please try again later.',
  saveFailed: 'Failed to save the company document',
  saved: 'Company document saved',
  deleteFailed: 'Failed to delete the company document',
  deleted: 'Company document deleted',
  openFailed: 'Failed to open the file',
  requiredFailed: 'Failed to save the required company documents',
  requiredSaved: 'Required company documents saved',
  notAllowed: 'Only administrators and managers can change the company documents.',
  refused: 'The document could not be saved. Check the name, issuer and expiry date.',
  gone: 'This document is no longer in the library. Reload to see the latest version.',
  readOnly: 'Only administrators and managers can change the library.',
  deleteTitle: 'Delete this company document?',
} as const;

/** What deleting a company document does: its file goes, and no tender requires it any more. */
export const deleteDocumentWarning = (document: Pick<CompanyDocument, 'name'>) =>
  `${document.name} and its file will be deleted for everyone in the workspace, and no tender will require it any more. This cannot be undone.`;

/** The database's (and Storage's) refusals, by SQLSTATE or status code. */
const refusals: Record<string, string> = {
  '42501': companyDocumentMessages.notAllowed,
  '403': companyDocumentMessages.notAllowed,
  PGRST116: companyDocumentMessages.gone,
  '23503': companyDocumentMessages.gone,
  '23514': companyDocumentMessages.refused,
  '413': 'The file is larger than the 25 MB limit.',
  '415': 'This type of file cannot be uploaded here.',
};

const codeOf = (error: unknown): string => {
  if (typeof error !== 'object' || error === null) return '';
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return String(code ?? statusCode ?? '');
};

/** A failed change in words: the refusal's, else `fallback` (the connection message offline). */
export const companyDocumentFailure = (fallback: string) => (error: unknown) =>
  refusals[codeOf(error)] ?? dataErrorMessage(error, fallback);
