import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/logo-mark';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** Product name and Beta badge, linking home. */
export function PublicBrand({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight', className)}
    >
      <LogoMark />
      <span className="text-[17px]">TenderFlow</span>
      <Badge
        variant="outline"
        className="border-primary/30 bg-primary/10 px-2 py-0 text-[11px] font-medium text-primary"
      >
        Beta
      </Badge>
    </Link>
  );
}
