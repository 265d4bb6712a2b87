import { Briefcase, Clock, MapPin } from 'lucide';
import { Icon } from '@/components/icon';
import { clsx } from 'clsx';
import type { Position } from '../careers';

/** A position's location, department and type, each behind its icon. */
export function PositionMeta({ position, className }: { position: Position; className?: string }) {
  const facts = [
    { fact: 'location', icon: MapPin, text: position.location },
    { fact: 'department', icon: Briefcase, text: position.department },
    { fact: 'type', icon: Clock, text: position.type },
  ];
  return (
    <p className={clsx('flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground', className)}>
      {facts.map(({ fact, icon, text }) => (
        <span key={fact} className="inline-flex items-center gap-1.5">
          <Icon node={icon} className="size-4" />
          {text}
        </span>
      ))}
    </p>
  );
}
