import { Button } from '@/components/ui/button';

interface AuthSubmitButtonProps {
  /** While true the button is disabled and reads `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: string;
}

/** An auth form's full-width submit button. */
export function AuthSubmitButton({ pending, pendingLabel, children }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
