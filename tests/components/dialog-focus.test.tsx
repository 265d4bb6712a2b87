// Dialogs that open from state (no Radix Trigger) give the focus back to whatever opened
// them when they close, instead of dropping it on <body> (WCAG 2.4.3, focus order).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteDialog } from '@/components/delete-dialog';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

function Harness() {
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete it?"
        description="This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={false}
        onConfirm={() => setAsking(false)}
      />
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit it</DialogTitle>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog opened from state', () => {
  it('returns the focus to the control that opened it, after Cancel, a confirmation or Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveFocus());

    const edit = screen.getByRole('button', { name: 'Edit' });
    await user.click(edit);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(edit).toHaveFocus());
  });
});

describe('the delete dialog', () => {
  it('asks about the one item it is given, hands that item to Delete and closes on Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Deleting() {
      const [item, setItem] = useState<{ name: string } | null>(null);
      return (
        <>
          <button type="button" onClick={() => setItem({ name: 'Site visit' })}>
            Delete task
          </button>
          <DeleteDialog
            item={item}
            title={(task) => `Delete ${task.name}?`}
            warning={(task) => `${task.name} will be deleted.`}
            pending={false}
            onConfirm={onConfirm}
            onClose={() => setItem(null)}
          />
        </>
      );
    }
    render(<Deleting />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Delete task' });
    await user.click(open);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Site visit?' });
    expect(dialog).toHaveAccessibleDescription('Site visit will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith({ name: 'Site visit' });
    // The caller closes it when the deletion succeeds: until then it stays open.
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
