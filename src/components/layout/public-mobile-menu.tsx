import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { publicNavItems } from './public-nav-items';
import { SectionLink } from './public-section-link';

interface PublicMobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The collapsible menu below md: the section links and the account links. Escape or a chosen section closes it. */
export function PublicMobileMenu({ id, open, onClose }: PublicMobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <div id={id} hidden={!open} className="border-t bg-background md:hidden">
      <nav aria-label="Mobile" className="container flex max-w-6xl flex-col gap-1 py-3 sm:px-6">
        {publicNavItems.map((item) => (
          <SectionLink
            key={item.section}
            section={item.section}
            onNavigate={onClose}
            className="flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            {item.label}
          </SectionLink>
        ))}
        <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3 sm:hidden">
          <Link to={paths.signIn} className={buttonVariants({ variant: 'outline' })}>
            Sign In
          </Link>
          <Link to={paths.signUp} className={buttonVariants()}>
            Sign Up
          </Link>
        </div>
      </nav>
    </div>
  );
}
