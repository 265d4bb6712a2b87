import { describe, expect, it } from 'vitest';
import {
  companyDocumentDefaults,
  companyDocumentSchema,
  companyDocumentValues,
} from '@/features/company-documents/form';
import {
  categoryLabels,
  companyDocumentFailure,
  companyDocumentMessages,
  expiringSentence,
  expiryCue,
  expiryText,
  filePath,
  fileRefusal,
  fileType,
  storageFileName,
  type CompanyDocument,
} from '@/features/company-documents/model';
import { messages, OfflineError } from '@/lib/errors';
import { renderReminderEmail } from '../../supabase/functions/_shared/reminder-email';
import type { ReminderMessage } from '../../supabase/functions/_shared/reminders';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the expiry cue', () => {
  const today = '2027-03-01';
  it('counts from the user’s day: expired before it, a cue up to 30 days ahead, nothing further', () => {
    expect(expiryCue('2027-02-28', today)).toEqual({ kind: 'expired', label: 'Expired', days: -1 });
    expect(expiryCue('2027-03-01', today)?.label).toBe('Expires today');
    expect(expiryCue('2027-03-02', today)?.label).toBe('Expires tomorrow');
    expect(expiryCue('2027-03-31', today)).toEqual({ kind: 'soon', label: 'Expires in 30 days', days: 30 });
    expect(expiryCue('2027-04-01', today)).toBeNull();
    expect(expiryCue(null, today)).toBeNull();
  });

  it('names the categories and counts the warning', () => {
    expect(Object.values(categoryLabels)).toEqual([
      'Certificate',
      'Insurance policy',
      'Tax clearance',
      'Registration',
      'Accreditation',
      'Other',
    ]);
    expect(expiryText('2027-03-31')).toBe('Expiry date: Mar 31, 2027');
    expect(expiryText(null)).toBe('No expiry date');
    expect(expiringSentence(1)).toBe('1 required document expires');
    expect(expiringSentence(3)).toBe('3 required documents expire');
  });
});

describe('the files', () => {
  it('takes PDFs, Word, OpenDocument text and scans, by type or else by extension', () => {
    expect(fileType(file('iso.pdf', 'application/pdf'))).toBe('application/pdf');
    expect(fileType(file('scan.JPG', ''))).toBe('image/jpeg');
    expect(fileType(file('policy.odt', 'application/octet-stream'))).toBe(
      'application/vnd.oasis.opendocument.text',
    );
    expect(fileType(file('tool.exe', 'application/x-msdownload'))).toBeNull();
  });

  it('says why a file is refused before uploading', () => {
    expect(fileRefusal(file('iso.pdf', 'application/pdf'))).toBeNull();
    expect(fileRefusal(file('prices.xlsx', ''))).toMatch(/^This type of file cannot be uploaded here/);
    expect(fileRefusal({ name: 'big.pdf', type: 'application/pdf', size: 25 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than the 25 MB limit.',
    );
    expect(fileRefusal(file('empty.pdf', 'application/pdf', 0))).toBe('The file is empty.');
  });

  it('stores under the document’s folder with a Storage-safe name', () => {
    expect(storageFileName('Zertifikat Über/uns (2027).pdf')).toBe('Zertifikat Uber-uns (2027).pdf');
    expect(storageFileName('///')).toBe('document');
    expect(filePath({ workspace_id: 'w', id: 'd' }, 'iso.pdf')).toBe('w/d/iso.pdf');
  });
});

describe('the form', () => {
  const fields = {
    name: ' ISO 9001 ',
    category: 'certificate' as const,
    issuer: ' BV ',
    expiresOn: '',
    file: null,
  };
  const saved = { file_name: 'iso.pdf' } as CompanyDocument;

  it('needs a name and, for a new document, its file', () => {
    const result = companyDocumentSchema(null).safeParse({ ...fields, name: ' ' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', 'Enter the document’s name'],
      ['file', 'Choose the file'],
    ]);
  });

  it('keeps an edited document’s file unless another is chosen, and refuses a bad one in its words', () => {
    expect(companyDocumentSchema(saved).safeParse(fields).success).toBe(true);
    const refused = companyDocumentSchema(saved).safeParse({
      ...fields,
      file: file('x.exe', 'application/x-msdownload'),
    });
    expect(refused.error?.issues[0]?.message).toMatch(/^This type of file cannot be uploaded here/);
    expect(
      companyDocumentSchema(null).safeParse({
        ...fields,
        expiresOn: '1999-12-31',
        file: file('a.pdf', 'application/pdf'),
      }).error?.issues[0]?.message,
    ).toBe('Enter a date between 2000 and 2999');
  });

  it('starts from the saved document and stores trimmed values, no expiry as null', () => {
    expect(companyDocumentDefaults(null)).toEqual({
      name: '',
      category: 'certificate',
      issuer: '',
      expiresOn: '',
      file: null,
    });
    expect(companyDocumentValues(fields)).toEqual({
      name: 'ISO 9001',
      category: 'certificate',
      issuer: 'BV',
      expires_on: null,
    });
  });
});

describe('refusals in words', () => {
  const failure = companyDocumentFailure(companyDocumentMessages.saveFailed);
  it('maps the database’s and Storage’s answers, else the action’s words', () => {
    expect(failure({ code: '42501' })).toBe(companyDocumentMessages.notAllowed);
    expect(failure({ code: '23514' })).toBe(companyDocumentMessages.refused);
    expect(failure({ statusCode: '413' })).toBe('The file is larger than the 25 MB limit.');
    expect(failure({ code: 'PGRST116' })).toBe(companyDocumentMessages.gone);
    expect(failure({ code: 'XX000' })).toBe('Failed to save the company document');
    expect(failure(new OfflineError())).toBe(messages.offline);
  });
});

describe('the reminder email', () => {
  const message: ReminderMessage = {
    id: 'm1',
    kind: 'digest',
    to: 'ann@example.com',
    name: 'Ann',
    time_zone: 'UTC',
    local_day: '2027-03-01',
    unsubscribe_token: 'token',
    unsubscribe: [{ preference: 'tenderDeadlineReminders', token: 'token' }],
    workspaces: [
      {
        id: 'w1',
        name: 'Acme Bids',
        sections: [
          {
            section: 'later',
            items: [
              {
                kind: 'document-expiry',
                task_name: 'ISO 9001 certificate',
                due_date: '2027-03-31',
                days: 30,
                tender_id: null,
                tender_title: null,
                reference_number: null,
              },
            ],
          },
        ],
      },
    ],
  };

  it('lists a company document with no tender, linking to the library', () => {
    const email = renderReminderEmail(message, 'https://app.example.com', 'https://project.supabase.co');
    expect(email.subject).toBe('Reminders for Monday, Mar 01, 2027: 1 later');
    expect(email.text).toContain(
      'Later\n  - Company document: ISO 9001 certificate — renew it before it expires: Expires in 30 days · Mar 31, 2027\n    https://app.example.com/app/company-documents',
    );
    expect(email.html).toContain('href="https://app.example.com/app/company-documents"');
    expect(email.html).toContain('Company document: ISO 9001 certificate — renew it before it expires');
  });
});
