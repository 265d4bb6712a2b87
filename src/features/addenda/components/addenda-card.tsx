import { useQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { addendaQueries } from '../api/queries';
import { addendaMessages, type AddendaTender } from '../model';
import { AddendumDialog } from './addendum-dialog';

interface AddendaCardProps {
  tender: AddendaTender;
  /** The tender's documents, for the form's Document. */
  documentNames: readonly string[];
}

/** The tender's addenda, latest first; 'Record addendum' for admins and managers. */
export function AddendaCard({ tender, documentNames }: AddendaCardProps) {
  const workspace = useWorkspace();
  const query = useQuery(addendaQueries.byTender(tender.id));
  const [recording, setRecording] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Addenda</CardTitle>
        {canEditTenders(workspace.role) ? (
          <Button size="sm" onClick={() => setRecording(true)}>
            <Plus aria-hidden /> Record addendum
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading addenda...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={addendaMessages.loadFailed} query={query} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{addendaMessages.empty}</p>
        ) : (
          <ul aria-label="Addenda" className="divide-y">
            {query.data.map((addendum) => (
              <li key={addendum.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
                <h3 className="font-semibold">
                  Addendum {addendum.number}{' '}
                  <span className="font-normal text-muted-foreground">
                    · {formatShortDate(addendum.issued_on)}
                  </span>
                </h3>
                {addendum.summary ? <p className="whitespace-pre-line text-sm">{addendum.summary}</p> : null}
                {addendum.document_name ? (
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <FileText aria-hidden className="size-4" /> {addendum.document_name}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <AddendumDialog
        open={recording}
        onOpenChange={setRecording}
        tender={tender}
        documentNames={documentNames}
      />
    </Card>
  );
}
