import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { userMessages } from '../model';

/** The link to send, read-only and selectable, with a copy button (the clipboard may be unavailable). */
export function InvitationLink({ link, email }: { link: string; email: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(userMessages.linkCopied);
    } catch {
      toast.error('Could not copy: select the link and copy it yourself.');
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Invitation link for {email}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy link
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        TenderFlow emails it to them shortly; you can also send it yourself (chat, your own email). It works
        once, for this address, and expires in 7 days.
      </p>
    </div>
  );
}
