import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useInviteUser } from '../api/invite-user';
import {
  invitationLink,
  inviteSchema,
  teamChangeFailure,
  userMessages,
  type InviteInput,
  type InviteValues,
} from '../model';
import { InvitationLink } from './invitation-link';
import { RoleField } from './role-select';

interface AddUserDialogProps {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add User: Name, Email and Role make an invitation; its link is shown to copy and send. */
export function AddUserDialog({ workspaceId, open, onOpenChange }: AddUserDialogProps) {
  const invite = useInviteUser(teamChangeFailure(userMessages.addFailed));
  const [sent, setSent] = useState<{ link: string; email: string } | null>(null);
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { name: '', email: '', role: 'user' },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(null);
      form.reset();
    }
  };
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(
      { workspaceId, values },
      {
        onSuccess: (token) => {
          toast.success(userMessages.added);
          setSent({ link: invitationLink(window.location.origin, token, values.email), email: values.email });
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogFrame title="Add User" description="Invite a colleague to this workspace with a role.">
        {sent ? (
          <>
            <InvitationLink link={sent.link} email={sent.email} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Add User">
            <FormField label="Name" error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              {(control) => (
                <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => <RoleField value={field.value} onChange={field.onChange} />}
            />
            <DialogActions
              label="Add User"
              pendingLabel="Adding..."
              pending={invite.isPending}
              onCancel={() => close(false)}
            />
          </form>
        )}
      </DialogFrame>
    </Dialog>
  );
}
