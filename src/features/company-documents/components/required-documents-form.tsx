import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { DialogActions } from '@/components/dialog-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { savedThenClose } from '@/lib/use-dialog-form';
import { companyDocumentQueries } from '../api/queries';
import { useSaveRequiredDocuments } from '../api/required-documents';
import { categoryLabels, companyDocumentMessages, type CompanyDocument } from '../model';

interface RequiredDocumentsFormProps {
  tender: { id: string; workspace_id: string };
  /** The ids the tender requires now. */
  required: readonly string[];
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

const describe = (document: CompanyDocument) =>
  [
    categoryLabels[document.category],
    document.expires_on ? `expires ${formatShortDate(document.expires_on)}` : 'no expiry',
  ].join(' · ');

/** The library as a checklist: what is ticked is required; Save adds and removes the difference. */
export function RequiredDocumentsForm({
  tender,
  required,
  onSaved,
  onDirtyChange,
}: RequiredDocumentsFormProps) {
  const library = useQuery(companyDocumentQueries.list(tender.workspace_id));
  const save = useSaveRequiredDocuments();
  const [chosen, setChosen] = useState(() => new Set(required));
  const add = [...chosen].filter((id) => !required.includes(id));
  const remove = required.filter((id) => !chosen.has(id));
  const dirty = add.length + remove.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void savedThenClose(
      save.mutateAsync({ tender, add, remove }),
      companyDocumentMessages.requiredSaved,
      onSaved,
    );
  };
  const documents = library.data ?? [];
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {library.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : library.isLoadingError ? (
        <LoadError message={companyDocumentMessages.loadFailed} query={library} />
      ) : documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The library is empty. Add your certificates and policies on the{' '}
          <Link
            to={paths.app.companyDocuments}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Company documents
          </Link>{' '}
          page first.
        </p>
      ) : (
        <fieldset className="grid gap-1">
          <legend className="mb-2 text-sm font-medium">Company documents</legend>
          {documents.map((document) => (
            <label
              key={document.id}
              className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-accent"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={chosen.has(document.id)}
                onChange={(event) => toggle(document.id, event.target.checked)}
              />
              <span className="wrap-user-text grid min-w-0 gap-0.5 text-sm font-medium">
                {document.name}
                <span className="text-xs font-normal text-muted-foreground">{describe(document)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <DialogActions pending={save.isPending} disabled={!dirty} />
    </form>
  );
}
