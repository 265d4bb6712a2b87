import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

interface AppUserAvatarProps {
  avatarUrl?: string;
  initial: string;
  className?: string;
  /** The photo's text alternative; empty (decorative) where the name is shown beside it. */
  alt?: string;
}

/** The profile picture, or the name's first letter (else U) while it loads or when there is none. */
export function AppUserAvatar({ avatarUrl, initial, className, alt = '' }: AppUserAvatarProps) {
  return (
    <Avatar className={cn('size-9', className)}>
      {avatarUrl ? <AvatarImage src={avatarUrl} alt={alt} /> : null}
      <AvatarFallback aria-hidden>{initial}</AvatarFallback>
    </Avatar>
  );
}
