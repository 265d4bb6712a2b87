// The company document form: what it takes, how it checks it (the database checks the same:
// company_documents' constraints; Storage the bucket's limits), and what it stores.
import { isStorableDate } from '@/lib/calendar-date';
import { z } from '@/lib/zod';
import { CATEGORIES, fileRefusal, type CompanyDocument, type CompanyDocumentCategory } from './model';

export const NAME_MAX = 200;
export const ISSUER_MAX = 200;

/** The form's fields, as the inputs hold them ('' for none; the file chosen, or null). */
export interface CompanyDocumentFields {
  name: string;
  category: CompanyDocumentCategory;
  issuer: string;
  expiresOn: string;
  file: File | null;
}

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'size' in value && 'name' in value;

/**
 * The form's rules. A new document needs its file; an edited one keeps its file (if any) unless
 * another is chosen.
 */
export const companyDocumentSchema = (saved: Pick<CompanyDocument, 'file_name'> | null) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the document’s name')
      .max(NAME_MAX, `At most ${NAME_MAX} characters`),
    category: z.enum(CATEGORIES),
    issuer: z.string().trim().max(ISSUER_MAX, `At most ${ISSUER_MAX} characters`),
    expiresOn: z
      .string()
      .refine((value) => value === '' || isStorableDate(value), 'Enter a date between 2000 and 2999'),
    file: z
      .custom<File | null>((value) => value === null || isFile(value))
      .refine((file) => file !== null || saved !== null, 'Choose the file')
      // A refused file says why, in the words of its refusal (type, size, empty).
      .superRefine((file, context) => {
        const refusal = file ? fileRefusal(file) : null;
        if (refusal) context.addIssue({ code: 'custom', message: refusal });
      }),
  });

/** The form's starting values: the saved document, or a new certificate. */
export function companyDocumentDefaults(saved: CompanyDocument | null): CompanyDocumentFields {
  return {
    name: saved?.name ?? '',
    category: saved?.category ?? 'certificate',
    issuer: saved?.issuer ?? '',
    expiresOn: saved?.expires_on ?? '',
    file: null,
  };
}

/** What the database stores (the file's name is set by the save, which uploads it). */
export const companyDocumentValues = (fields: CompanyDocumentFields) => ({
  name: fields.name.trim(),
  category: fields.category,
  issuer: fields.issuer.trim(),
  expires_on: fields.expiresOn || null,
});
