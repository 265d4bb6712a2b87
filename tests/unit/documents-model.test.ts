// The documents model's naming rules: the extension a rename keeps (read as the database
// reads it), a name given its type's extension, the Storage-safe rename, unique names.
import { describe, expect, it } from 'vitest';
import {
  gainsExtension,
  renamedName,
  splitExtension,
  uniqueName,
  withExtension,
} from '@/features/documents/model';

describe('splitExtension', () => {
  it.each([
    ['site-photo.png', 'site-photo', '.png'],
    ['plan.v2.PDF', 'plan.v2', '.PDF'],
    ['archive.7z', 'archive', '.7z'],
    ['Site photo north gate', 'Site photo north gate', ''],
    ['Minutes 12.03.2026', 'Minutes 12.03.2026', ''],
    ['Report v1.2 final', 'Report v1.2 final', ''],
    ['.png', '.png', ''],
    ['notes.abcdefghijk', 'notes.abcdefghijk', ''],
  ])('%s → %s + %s', (name, stem, extension) => {
    expect(splitExtension(name)).toEqual({ stem, extension });
  });
});

describe('withExtension', () => {
  it('keeps a name that has one, else adds its type’s', () => {
    expect(withExtension('site-photo.png', 'image/png')).toBe('site-photo.png');
    expect(withExtension('Site photo north gate', 'image/png')).toBe('Site photo north gate.png');
    expect(withExtension('Site survey', 'text/plain')).toBe('Site survey.txt');
    expect(withExtension('Bundle', 'application/x-zip-compressed')).toBe('Bundle.zip');
    expect(withExtension('Unknown', 'application/octet-stream')).toBe('Unknown');
    expect(withExtension('Unknown', null)).toBe('Unknown');
  });
});

describe('renamedName', () => {
  it('puts the document’s own extension after the typed name, made Storage-safe', () => {
    expect(renamedName('Site photo north gate', '.png')).toBe('Site photo north gate.png');
    expect(renamedName('  Clarifications #1 ', '.pdf')).toBe('Clarifications -1.pdf');
    expect(renamedName('Minutes of 12 March', '')).toBe('Minutes of 12 March');
  });

  it('does not double an extension typed again (in any case), nor take another', () => {
    expect(renamedName('Notice.pdf', '.pdf')).toBe('Notice.pdf');
    expect(renamedName('Notice.PDF', '.pdf')).toBe('Notice.pdf');
    expect(renamedName('photo.jpg', '.png')).toBe('photo.jpg.png');
  });

  it('cuts a long name before its extension (200 characters in all)', () => {
    const name = renamedName('x'.repeat(300), '.docx');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('gainsExtension', () => {
  it('is true only for a file without an extension whose new name ends in one', () => {
    expect(gainsExtension('Minutes.exe', '')).toBe(true);
    expect(gainsExtension('Minutes of 12 March', '')).toBe(false);
    expect(gainsExtension('Minutes 12.03.2027', '')).toBe(false);
    expect(gainsExtension('Site photo.png', '.png')).toBe(false);
  });
});

describe('uniqueName', () => {
  it('numbers the name before its extension', () => {
    expect(uniqueName('Notice.pdf', ['Notice.pdf'])).toBe('Notice (2).pdf');
    expect(uniqueName('Minutes 12.03.2026', ['Minutes 12.03.2026'])).toBe('Minutes 12.03.2026 (2)');
  });
});
