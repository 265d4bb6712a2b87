import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initials } from '@/lib/people';
import { cn } from '@/lib/utils';

/** A member's photo, or their initials. */
export function MemberAvatar({
  name,
  avatar,
  className,
}: {
  name: string;
  avatar: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-8 text-xs', className)}>
      {avatar ? <AvatarImage src={avatar} alt="" /> : null}
      <AvatarFallback aria-hidden>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
