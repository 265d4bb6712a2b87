import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

interface AuthSubmitButtonProps {
  /** While true the button is disabled and reads `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: string;
}

/**
 * An auth form's full-width submit button. It stays disabled until the page is hydrated:
 * a prerendered form must never submit natively (the password would land in the URL).
 */
export function AuthSubmitButton({ pending, pendingLabel, children }: AuthSubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" className="w-full" disabled={pending || !hydrated}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
