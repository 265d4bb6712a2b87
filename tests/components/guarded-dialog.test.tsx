// The dialog that asks before it throws a changed form away: Escape, the close button, a
// click outside and the form's own Cancel ask 'Discard unsaved changes?' when the form is
// dirty, and close at once when it is not.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GuardedDialog, useGuardedClose } from '@/components/guarded-dialog';
import { DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

function CancelButton() {
  const close = useGuardedClose();
  return (
    <button type="button" onClick={close}>
      Cancel
    </button>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Site survey');
  return (
    <GuardedDialog open={open} onOpenChange={setOpen} dirty={name !== 'Site survey'}>
      <DialogTrigger>Rename</DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Rename</DialogTitle>
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <CancelButton />
      </DialogContent>
    </GuardedDialog>
  );
}

async function openDialog() {
  // The modal dialog makes the page behind it inert (pointer-events: none); a click there still lands.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Rename' }) };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' });

describe('GuardedDialog', () => {
  it('closes at once when nothing changed', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();
    // The opener gets the focus back.
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
  });

  it('opens with the cursor at the end of the first field, nothing selected', async () => {
    await openDialog();
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([11, 11]);
  });

  it('asks on Escape when changed; Keep editing keeps the text and the focus in the form', async () => {
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Name'), ' north');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Site survey north');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('asks on the close button and on a click outside; Discard changes closes', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Name'), ' north');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());

    await user.click(document.body);
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());
  });

  it("asks on the form's own Cancel when changed", async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Name'), ' north');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
