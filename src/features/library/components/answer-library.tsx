import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Tags, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWorkspace, workspaceQueries, type Member } from '@/lib/workspace';
import { libraryQueries, PAGE_SIZE } from '../api/queries';
import {
  canApprove,
  canEditAnswer,
  libraryMessages,
  NO_FILTER,
  type EditableAnswer,
  type LibraryEntry,
  type LibraryFilter,
} from '../model';
import { LIBRARY_IMPORT_PATH } from '../paths';
import { AnswerDialog } from './answer-dialog';
import { AnswerRow } from './answer-row';
import { CategoriesDialog } from './categories-dialog';
import { LibraryFilters } from './library-filters';
import { VersionsDialog } from './versions-dialog';

const NO_MEMBERS: readonly Member[] = [];

/** The Answer library page's content: every entry; members write drafts, managers approve. */
export function AnswerLibrary() {
  const workspace = useWorkspace();
  const [filter, setFilter] = useState<LibraryFilter>(NO_FILTER);
  const [shown, setShown] = useState(PAGE_SIZE);
  // After 'Show more', the first entry it added takes the focus (the button may go).
  const [firstAdded, setFirstAdded] = useState<number | null>(null);
  const query = useQuery({
    ...libraryQueries.search(workspace.id, { ...filter, limit: shown }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(libraryQueries.categories(workspace.id));
  const members = useQuery(workspaceQueries.members(workspace.id));
  const [editing, setEditing] = useState<{ open: boolean; saved: EditableAnswer | null }>({
    open: false,
    saved: null,
  });
  const [versionsOf, setVersionsOf] = useState<LibraryEntry | null>(null);
  const [editingCategories, setEditingCategories] = useState(false);
  const manager = canApprove(workspace.role);
  const categoryName = (id: string | null) => categories.data?.find((c) => c.id === id)?.name ?? null;
  const ownerName = (id: string | null) => members.data?.find((m) => m.userId === id)?.name ?? null;
  const answers = query.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Answers</CardTitle>
          <CardDescription>
            {manager
              ? 'Managers and admins approve.'
              : 'You propose and edit drafts; managers and admins approve.'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {manager ? (
            <Button
              variant="outline"
              onClick={() => setEditingCategories(true)}
              disabled={!categories.isSuccess}
            >
              <Tags aria-hidden /> Edit categories
            </Button>
          ) : null}
          <Link to={LIBRARY_IMPORT_PATH} className={buttonVariants({ variant: 'outline' })}>
            <Upload aria-hidden /> Import answers
          </Link>
          <Button onClick={() => setEditing({ open: true, saved: null })}>
            <Plus aria-hidden /> New answer
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LibraryFilters
          workspaceId={workspace.id}
          filter={filter}
          onChange={(change) => {
            setFilter((current) => ({ ...current, ...change }));
            setShown(PAGE_SIZE);
            setFirstAdded(null);
          }}
        />
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isLoadingError ? (
          <LoadError message={libraryMessages.loadFailed} query={query} />
        ) : answers.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {filter === NO_FILTER ? libraryMessages.empty : libraryMessages.noMatch}
          </p>
        ) : (
          <ul aria-label="Answers" className="divide-y rounded-md border">
            {answers.map((answer, index) => (
              <AnswerRow
                key={answer.id}
                answer={answer}
                focusOnMount={index === firstAdded}
                categoryName={categoryName(answer.category_id)}
                ownerName={ownerName(answer.owner_id)}
                canEdit={canEditAnswer(workspace.role, answer)}
                onEdit={() => setEditing({ open: true, saved: answer })}
                onVersions={() => setVersionsOf(answer)}
              />
            ))}
          </ul>
        )}
        {/* total counts past the end of what is shown when there is more */}
        {answers.length === shown && (answers[0]?.total ?? 0) > shown ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetching}
            onClick={() => {
              setFirstAdded(shown);
              setShown(shown + PAGE_SIZE);
            }}
          >
            Show more
          </Button>
        ) : null}
      </CardContent>
      <AnswerDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        saved={editing.saved}
      />
      <VersionsDialog
        answer={versionsOf}
        members={members.data ?? NO_MEMBERS}
        canRestore={versionsOf ? canEditAnswer(workspace.role, versionsOf) : false}
        onClose={() => setVersionsOf(null)}
      />
      <CategoriesDialog
        open={editingCategories}
        onOpenChange={setEditingCategories}
        workspaceId={workspace.id}
        categories={categories.data ?? []}
      />
    </Card>
  );
}
