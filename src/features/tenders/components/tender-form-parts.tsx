import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { TenderFormValues } from '../form';

/** 'Bid Bond Required', a switch driven by react-hook-form. */
export function BidBondField({ control }: { control: Control<TenderFormValues> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="bid_bond"
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <Label htmlFor={id}>Bid Bond Required</Label>
        </div>
      )}
    />
  );
}

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
