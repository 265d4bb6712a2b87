import { useQuery } from '@tanstack/react-query';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initials } from '@/lib/people';
import { useSession } from '@/lib/session';
import { workspaceQueries } from '@/lib/workspace';
import { useTenderViewers } from '../use-tender-viewers';

/** At most this many avatars; the rest are counted ('+3'). */
const SHOWN = 5;

/** The avatars of the other members viewing the tender now; nothing while nobody else is. */
export function ViewingNow({ tender }: { tender: { id: string; workspace_id: string } }) {
  const { user } = useSession();
  const viewerIds = useTenderViewers(tender, user?.id);
  const members = useQuery(workspaceQueries.members(tender.workspace_id)).data ?? [];
  const viewers = viewerIds.flatMap((id) => members.filter((member) => member.userId === id));
  if (viewers.length === 0) return null;
  const rest = viewers.length - SHOWN;
  return (
    <div
      role="group"
      aria-label={`Viewing now: ${viewers.map((viewer) => viewer.name).join(', ')}`}
      className="flex items-center gap-2 text-xs text-muted-foreground"
    >
      <span aria-hidden>Viewing now</span>
      <ul aria-hidden className="flex -space-x-2">
        {viewers.slice(0, SHOWN).map((viewer) => (
          <li key={viewer.userId} title={viewer.name}>
            <Avatar className="size-7 text-xs ring-2 ring-background">
              {viewer.avatar ? <AvatarImage src={viewer.avatar} alt="" /> : null}
              <AvatarFallback className="text-xs">{initials(viewer.name)}</AvatarFallback>
            </Avatar>
          </li>
        ))}
        {rest > 0 ? (
          <li className="flex size-7 items-center justify-center rounded-full bg-muted ring-2 ring-background">
            +{rest}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
