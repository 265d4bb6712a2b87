import { clsx } from 'clsx';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/logo-mark';
import { paths } from '@/config/paths';

/** Product name, linking home; with the Beta badge where it is said (the header, once a page). */
export function PublicBrand({ className, badge = true }: { className?: string; badge?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={clsx(
        'flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight',
        className,
      )}
    >
      <LogoMark />
      <span className="text-[17px]">TenderFlow</span>
      {badge ? (
        <span className="inline-flex items-center rounded-full border border-primary/30 bg-primary/10 px-2 text-[11px] font-medium text-primary">
          Beta
        </span>
      ) : null}
    </Link>
  );
}
