// Dialogs that open from state (no Radix Trigger) give the focus back to whatever opened
// them when they close, instead of dropping it on <body> (WCAG 2.4.3, focus order).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
