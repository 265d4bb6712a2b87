import { useId } from 'react';
import { Field, FieldLabel } from '@/components/ui/field';
import { nativeSelectClass } from '@/components/ui/native-select';
import type { LibraryImportWizard } from '../../hooks/use-library-import';

/** How the entries land: as drafts (or approved, for managers and admins), and whether titles the library has are skipped. */
export function ImportOptions({ wizard }: { wizard: LibraryImportWizard }) {
  const id = useId();
  return (
    <div className="grid gap-3">
      {wizard.manager ? (
        <Field className="max-w-xs">
          <FieldLabel htmlFor={`${id}-status`}>Import as</FieldLabel>
          <select
            id={`${id}-status`}
            className={nativeSelectClass}
            value={wizard.approved ? 'approved' : 'draft'}
            onChange={(event) => wizard.setApproved(event.target.value === 'approved')}
          >
            <option value="draft">Draft</option>
            <option value="approved">Approved</option>
          </select>
        </Field>
      ) : (
        <p className="text-sm text-muted-foreground">
          The answers are imported as drafts, with you as their owner; managers and admins approve them.
        </p>
      )}
      {wizard.notes.duplicates.length > 0 ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={wizard.skipDuplicates}
            onChange={(event) => wizard.setSkipDuplicates(event.target.checked)}
          />
          Skip answers whose question the library has already
        </label>
      ) : null}
    </div>
  );
}
