import { z } from '@/lib/zod';

// The tender documents' rules: what may be uploaded (25 MB; PDF, Office, OpenDocument,
// images, ZIP, text, CSV — the bucket's own limits, checked before uploading), how a file
// is named in Storage (its extension kept through renames), and how sizes and kinds read
// on screen.

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** The longest name a document gets (Storage-safe names are cut to it). */
export const MAX_NAME_LENGTH = 200;

export type DocumentKind = 'pdf' | 'word' | 'spreadsheet' | 'presentation' | 'image' | 'archive' | 'text';

/** The bucket's allowed types (its migration lists the same), with the kind each shows as. */
export const DOCUMENT_TYPES: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'presentation',
  'application/vnd.oasis.opendocument.presentation': 'presentation',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
  'text/plain': 'text',
};

/** Browsers leave some types empty or generic: the extension decides then. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
  txt: 'text/plain',
};

export const ACCEPT = Object.keys(BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * A file name's extension: the last '.' after at least one character, then 1 to 10 letters
 * or digits with at least one letter ('.png' in 'site-photo.png'; none in 'Minutes 12.03.2026').
 * The database reads it the same way and refuses a rename that drops or changes it
 * (private.keep_document_extension, supabase/schemas/06_documents_storage.sql).
 */
const EXTENSION = /^(.+?)(\.(?=[A-Za-z0-9]{1,10}$)[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*)$/;

/** 'site-photo.png' → { stem: 'site-photo', extension: '.png' }; extension '' when there is none. */
export function splitExtension(name: string): { stem: string; extension: string } {
  const match = EXTENSION.exec(name);
  return match ? { stem: match[1]!, extension: match[2]! } : { stem: name, extension: '' };
}

const extensionOf = (name: string) => splitExtension(name).extension.slice(1).toLowerCase();

/** The content type to upload with: the browser's when allowed, else the extension's; null when refused. */
export function documentType(file: Pick<File, 'name' | 'type'>): string | null {
  if (file.type in DOCUMENT_TYPES) return file.type;
  return BY_EXTENSION[extensionOf(file.name)] ?? null;
}

export const TYPES_HINT =
  'PDF, Word, Excel, PowerPoint, OpenDocument, images, ZIP, text or CSV, up to 25 MB each';

/** Why a file cannot be uploaded, before trying; null when it can. */
export function uploadRefusal(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!documentType(file))
    return `${file.name} is not a type of document you can upload here (${TYPES_HINT}).`;
  if (file.size > MAX_DOCUMENT_BYTES) return `${file.name} is ${formatBytes(file.size)}; the limit is 25 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/**
 * A Storage-safe file name: accents dropped, anything outside Storage's safe characters
 * replaced, the extension kept ('Überblick (v2).pdf' → 'Uberblick (v2).pdf').
 */
export function storageName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii
    .replace(/[^\w .()&$@=;:+,!'-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s-]+$/g, '')
    .slice(-MAX_NAME_LENGTH);
  return safe || 'document';
}

/** The usual extension of an allowed type ('.png' for image/png); '' for any other. */
function typeExtension(type: string | null): string {
  if (type === 'application/x-zip-compressed') return '.zip';
  const extension = Object.keys(BY_EXTENSION).find((each) => BY_EXTENSION[each] === type);
  return extension ? `.${extension}` : '';
}

/**
 * The name with an extension: its own, else its type's ('Site survey' as text/plain →
 * 'Site survey.txt'), so a file always downloads (and uploads) as a file of its type.
 */
export function withExtension(name: string, type: string | null): string {
  return splitExtension(name).extension ? name : `${name}${typeExtension(type)}`;
}

/**
 * A renamed document's new name: what was typed, made Storage-safe, with the document's own
 * extension (not doubled when typed again: 'Notice.pdf' for a PDF stays 'Notice.pdf').
 */
export function renamedName(typed: string, extension: string): string {
  let stem = typed.trim();
  if (extension && stem.toLowerCase().endsWith(extension.toLowerCase()))
    stem = stem.slice(0, -extension.length);
  return `${storageName(stem).slice(0, MAX_NAME_LENGTH - extension.length)}${extension}`;
}

/** True when a file stored without an extension would gain one (the database refuses that too). */
export const gainsExtension = (name: string, extension: string) =>
  !extension && splitExtension(name).extension !== '';

/** The name field of the rename dialog (the part before the extension). */
export const documentNameSchema = z.string().trim().min(1, 'Enter a file name');

/** `name`, or 'name (2).ext', 'name (3).ext' … when the tender already has a file of that name. */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const existing = new Set(taken);
  if (!existing.has(name)) return name;
  const { stem, extension } = splitExtension(name);
  for (let n = 2; ; n++) if (!existing.has(`${stem} (${n})${extension}`)) return `${stem} (${n})${extension}`;
}

/** '980 B', '1.8 KB', '24.9 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const kindOf = (mimetype: string | null): DocumentKind | 'other' =>
  (mimetype && DOCUMENT_TYPES[mimetype]) || 'other';

export const kindLabels: Record<DocumentKind | 'other', string> = {
  pdf: 'PDF',
  word: 'Document',
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  image: 'Image',
  archive: 'ZIP archive',
  text: 'Text',
  other: 'File',
};

export { documentMessages } from './messages';
