import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { publicNavItems } from './public-nav-items';
import type { LandingSection } from './public-section-nav';

interface PublicMobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onSection: (section: LandingSection) => void;
}

/** The collapsible menu below md: the section buttons and the account links. Escape closes it. */
export function PublicMobileMenu({ id, open, onClose, onSection }: PublicMobileMenuProps) {
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
          <Button
            key={item.section}
            variant="ghost"
            className="h-11 justify-start px-3 text-base"
            onClick={() => onSection(item.section)}
          >
            {item.label}
          </Button>
        ))}
        <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3 sm:hidden">
          <Button asChild variant="outline">
            <Link to={paths.signIn}>Sign In</Link>
          </Button>
          <Button asChild>
            <Link to={paths.signUp}>Sign Up</Link>
          </Button>
        </div>
      </nav>
    </div>
  );
}
