import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useStatusChangeGuard } from '@/lib/status-change-guards';
import { useRecordOverride } from '../api/mutations';
import { requirementQueries } from '../api/queries';
import { isIncompleteMandatory } from '../model';

/** 'A; B; C', and how many more past ten. */
const namesOf = (names: string[]) =>
  names.slice(0, 10).join('; ') + (names.length > 10 ? `; and ${names.length - 10} more` : '');

/**
 * While the tender page is shown: marking it Submitted with mandatory requirements incomplete
 * asks first, naming them; confirming records who did it (requirement_overrides).
 */
export function RequirementsSubmitGuard({ tender }: { tender: { id: string; workspace_id: string } }) {
  const queryClient = useQueryClient();
  const record = useRecordOverride();
  const [incomplete, setIncomplete] = useState<string[]>([]);
  const resolveChange = useRef<((go: boolean) => void) | null>(null);

  useStatusChangeGuard(async (change) => {
    if (change.tenderId !== tender.id || change.to !== 'submitted') return true;
    const requirements = await queryClient.fetchQuery(requirementQueries.byTender(tender.id));
    const missing = requirements.filter(isIncompleteMandatory).map((r) => r.requirement);
    if (missing.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      resolveChange.current = resolve;
      // After the key event that chose the status (else its Enter would press the dialog's button).
      setTimeout(() => setIncomplete(missing), 0);
    });
  });

  const answer = (go: boolean) => {
    resolveChange.current?.(go);
    resolveChange.current = null;
    setIncomplete([]);
  };
  return (
    <ConfirmDialog
      open={incomplete.length > 0}
      onOpenChange={(next) => !next && answer(false)}
      title="Submit with mandatory requirements incomplete?"
      description={`These mandatory requirements are not complete: ${namesOf(incomplete)}. Your confirmation is recorded with your name.`}
      confirmLabel="Mark as Submitted"
      pendingLabel="Saving..."
      pending={record.isPending}
      onConfirm={() =>
        record.mutate({ tender, incomplete }, { onSuccess: () => answer(true), onError: () => answer(false) })
      }
    />
  );
}
