import { Button } from '@/components/ui/button';

interface TenderFormActionsProps {
  mode: 'create' | 'edit';
  pending: boolean;
  readOnly: boolean;
  onCancel: () => void;
}

/** Cancel (Back when read-only) and the submit button, which says when it is busy. */
export function TenderFormActions({ mode, pending, readOnly, onCancel }: TenderFormActionsProps) {
  const label =
    mode === 'create' ? (pending ? 'Creating...' : 'Create Tender') : pending ? 'Saving...' : 'Save Changes';
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {readOnly ? 'Back' : 'Cancel'}
      </Button>
      <Button type="submit" disabled={pending || readOnly} aria-busy={pending}>
        {label}
      </Button>
    </div>
  );
}
