import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { RequirementEditForm } from '@/components/requirement-edit-form';
import { RowAction } from '@/components/row-action';
import { useUpdateRequirement } from '../api/mutations';
import { requirementMessages, type Requirement } from '../model';

interface RequirementHeadingProps {
  requirement: Requirement;
  /** Admins and managers: Delete, and making a mandatory requirement optional. */
  onDelete?: (requirement: Requirement) => void;
}

/** A requirement's words and weight with Edit (in place) and Delete. */
export function RequirementHeading({ requirement, onDelete }: RequirementHeadingProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateRequirement();
  // Closing the edit gives focus back to its Edit button, where the keyboard left off.
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const weight = `${requirement.mandatory ? 'Mandatory' : 'Optional'}${requirement.source ? ` · ${requirement.source}` : ''}`;
  if (editing)
    return (
      <RequirementEditForm
        saved={{
          requirement: requirement.requirement,
          source: requirement.source,
          mandatory: requirement.mandatory,
        }}
        canMakeOptional={Boolean(onDelete)}
        pending={update.isPending}
        onCancel={close}
        onSave={(change) =>
          update.mutateAsync({ id: requirement.id, change }).then(() => {
            toast.success(requirementMessages.saved);
            close();
          })
        }
      />
    );
  return (
    <div className="flex items-start gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="wrap-user-text font-medium">{requirement.requirement}</p>
        <p className="text-xs text-muted-foreground">{weight}</p>
      </div>
      <RowAction
        ref={editButton}
        label={`Edit requirement: ${requirement.requirement}`}
        icon={Pencil}
        className="shrink-0"
        onClick={() => setEditing(true)}
      />
      {onDelete ? (
        <RowAction
          label={`Delete requirement: ${requirement.requirement}`}
          icon={Trash2}
          className="shrink-0 text-destructive hover:text-destructive"
          onClick={() => onDelete(requirement)}
        />
      ) : null}
    </div>
  );
}
