import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { avatarInitial } from '@/components/layout/app-nav';
import { AppUserAvatar } from '@/components/layout/app-user-avatar';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { dataErrorMessage } from '@/lib/errors';
import type { UserProfile } from '@/lib/profile';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { AVATAR_TYPES, avatarFileProblem, avatarUploadFailure, settingsMessages } from '../model';

/** The profile photo: choose one (checked, resized and saved at once) or remove it; initials otherwise. */
export function AvatarField({ profile }: { profile: UserProfile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // Choosing the same file again still counts as a choice.
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(settingsMessages.photoSaved),
      onError: (error) => setProblem(avatarUploadFailure(error)),
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(settingsMessages.photoRemoved);
        changeButton.current?.focus();
      },
      onError: (error) => setProblem(dataErrorMessage(error, settingsMessages.photoRemoveFailed)),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <AppUserAvatar
        avatarUrl={profile.avatar ?? undefined}
        initial={avatarInitial(profile.name)}
        className="size-20 [&>span]:text-2xl"
        alt="Your profile photo"
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          {/* aria-disabled, not disabled: it keeps focus while busy, and takes it back after a removal. */}
          <Button
            ref={changeButton}
            variant="outline"
            onClick={() => !busy && fileInput.current?.click()}
            aria-disabled={busy}
            className="aria-disabled:opacity-60"
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          >
            <ImageUp aria-hidden /> {upload.isPending ? 'Uploading...' : 'Change photo'}
          </Button>
          {profile.avatar ? (
            <Button variant="ghost" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden /> {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          JPEG, PNG or WebP, up to 2 MB. Saved as soon as you choose it.
        </p>
        <FieldError id={`${id}-error`} role="alert">
          {problem}
        </FieldError>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        aria-label="Profile photo"
        data-testid="avatar-file"
        onChange={onFile}
      />
    </div>
  );
}
