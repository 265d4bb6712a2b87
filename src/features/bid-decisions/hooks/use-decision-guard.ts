import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useStatusChangeGuard } from '@/lib/status-change-guards';
import { useRecordBidDecision } from '../api/record-decision';
import { bidMessages, needsDecision, type BidDecision } from '../model';

/**
 * While the card is shown, moving its tender to In Development with no decision recorded
 * waits for the user: record one (the status stays), skip (the skip is recorded, then the
 * status changes) or cancel. `onDecide` opens the form and focuses it.
 */
export function useDecisionGuard(
  tenderId: string,
  decision: BidDecision | null | undefined,
  onDecide: () => void,
) {
  const [asking, setAsking] = useState(false);
  const resolveChange = useRef<((go: boolean) => void) | null>(null);
  const deciding = useRef(false);
  const record = useRecordBidDecision();

  useStatusChangeGuard((change) => {
    if (change.tenderId !== tenderId || !needsDecision(change.to, decision)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      resolveChange.current = resolve;
      // Opened once the key event that chose the status is over: else the Enter that picked
      // In Development by keyboard would also press the dialog's focused button.
      setTimeout(() => setAsking(true), 0);
    });
  });

  const answer = (go: boolean) => {
    resolveChange.current?.(go);
    resolveChange.current = null;
    setAsking(false);
  };

  return {
    open: asking,
    pending: record.isPending,
    onCancel: () => answer(false),
    onDecide: () => {
      deciding.current = true;
      answer(false);
    },
    // After 'Record decision' the focus goes to the card, not back to the status select.
    onCloseAutoFocus: (event: Event) => {
      if (!deciding.current) return;
      deciding.current = false;
      event.preventDefault();
      onDecide();
    },
    onSkip: () =>
      record.mutate(
        { tenderId, decision: 'skipped' },
        {
          onSuccess: () => {
            toast.success(bidMessages.skipped);
            answer(true);
          },
          onError: () => answer(false),
        },
      ),
  };
}
