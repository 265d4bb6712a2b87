import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { useDeleteBidBond } from '../api/delete-bid-bond';
import { bidBondQueries } from '../api/queries';
import { bidBondMessages, deleteBondWarning, type BidBond, type BondTender } from '../model';
import { BidBondDialog } from './bid-bond-dialog';
import { BondDetails } from './bond-details';

/**
 * The tender's bid bond while Bid Bond Required is on, or while a bond is recorded (so one
 * recorded before the requirement was switched off can still be seen and deleted): its
 * details, and Add, Edit and Delete for admins and managers.
 */
export function BidBondCard({ tender }: { tender: BondTender }) {
  const workspace = useWorkspace();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The Add/Edit button, where the focus goes once the bond is deleted (while the card stays).
  const editRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  // Fetched whatever the requirement: a bond can outlive it.
  const query = useQuery(bidBondQueries.byTender(tender.id));
  // Held here, not in the dialog, so the toast still comes when the card goes with the bond.
  const remove = useDeleteBidBond();
  const bond = query.data ?? null;
  if (!tender.bid_bond && !bond) return null;
  const canEdit = canEditTenders(workspace.role) && query.isSuccess;
  const onDelete = (target: BidBond) =>
    remove.mutate(target, {
      onSuccess: () => {
        toast.success(bidBondMessages.deleted);
        deleted.current = true;
        setDeleting(false);
      },
    });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Bid bond</CardTitle>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button ref={editRef} variant="outline" size="sm" onClick={() => setEditing(true)}>
              {bond ? 'Edit bid bond' : 'Add bid bond'}
            </Button>
            {bond ? (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden /> Delete bid bond
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading bid bond...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={bidBondMessages.loadFailed} query={query} />
        ) : (
          <div className="grid gap-4">
            {tender.bid_bond ? null : (
              <p className="text-sm text-muted-foreground">{bidBondMessages.notRequired}</p>
            )}
            <BondDetails bond={bond} tender={tender} />
          </div>
        )}
      </CardContent>
      <BidBondDialog open={editing} onOpenChange={setEditing} tender={tender} bond={bond} />
      <DeleteDialog
        item={deleting ? bond : null}
        title={bidBondMessages.deleteTitle}
        warning={deleteBondWarning}
        onClose={() => setDeleting(false)}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          if (!editRef.current?.isConnected) return;
          event.preventDefault();
          editRef.current.focus();
        }}
      />
    </Card>
  );
}
