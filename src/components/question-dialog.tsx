import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

interface QuestionDialogProps extends Pick<
  ComponentProps<typeof AlertDialogContent>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The answers: AlertDialogCancel, AlertDialogAction or Buttons, the main one last. */
  children: ReactNode;
}

/** A question that must be answered before going on: its title, what it means, the answers. */
export function QuestionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ...focus
}: QuestionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent {...focus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>{children}</AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
