import { useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog, type FormDialogForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/field';
import { alreadyReported } from '@/lib/query-client';
import { useAdaptAnswer, type LinkedAnswer } from '../api/links';
import { BODY_MAX } from '../form';
import { libraryMessages } from '../model';
import { MarkdownEditor } from './markdown-editor';

interface AdaptAnswerDialogProps {
  link: LinkedAnswer | null;
  onClose: () => void;
}

/** The tender's own copy of a library answer: edited here, the library's entry unchanged. */
export function AdaptAnswerDialog({ link, onClose }: AdaptAnswerDialogProps) {
  return (
    <FormDialog
      open={link !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Adapt for this tender"
      description={
        link?.answer
          ? `A copy of ‘${link.answer.title}’ for this tender; the library keeps its own text.`
          : null
      }
      className="max-w-3xl"
    >
      {(form) => (link ? <AdaptForm link={link} {...form} /> : null)}
    </FormDialog>
  );
}

function AdaptForm({ link, onSaved, onDirtyChange }: { link: LinkedAnswer } & FormDialogForm) {
  const adapt = useAdaptAnswer();
  const [text, setText] = useState(link.adapted_body ?? link.answer?.body ?? '');
  const tooLong = text.length > BODY_MAX;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    adapt
      .mutateAsync({ linkId: link.id, text })
      .then(() => {
        toast.success(libraryMessages.adapted);
        onSaved();
      })
      .catch(alreadyReported);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Adapted answer" error={tooLong ? `At most ${BODY_MAX} characters` : undefined}>
        {(control) => (
          <MarkdownEditor
            {...control}
            value={text}
            onChange={(next) => {
              setText(next);
              onDirtyChange(true);
            }}
          />
        )}
      </FormField>
      <DialogActions pending={adapt.isPending} />
    </form>
  );
}
