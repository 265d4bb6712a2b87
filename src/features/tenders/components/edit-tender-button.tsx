import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Tender } from '../model';
import { EditTenderForm } from './edit-tender-form';

/** Edit opens the tender form in a dialog, filled with the current values. */
export function EditTenderButton({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden /> Edit
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Tender</DialogTitle>
          <DialogDescription>Update the details of this tender.</DialogDescription>
        </DialogHeader>
        <EditTenderForm tender={tender} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
