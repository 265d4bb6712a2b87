import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { PublicBrand } from './public-brand';
import { PublicMobileMenu } from './public-mobile-menu';
import { publicNavItems } from './public-nav-items';
import { useSectionNav } from './public-section-nav';

/** The header turns translucent once the page has scrolled past this many pixels (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD = 10;

const MOBILE_MENU_ID = 'public-mobile-menu';

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function PublicHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const goToSection = useSectionNav();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);

  // A new page closes the menu (adjusting state during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled
          ? 'border-border/70 bg-background/75 shadow-[0_1px_12px_-6px_rgb(0_0_0/0.12)] backdrop-blur-md supports-[backdrop-filter]:bg-background/65'
          : 'border-transparent bg-background',
      )}
    >
      <div className="container flex h-16 max-w-6xl items-center gap-3 sm:px-6">
        <PublicBrand />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {publicNavItems.map((item) => (
            <Button
              key={item.section}
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:text-foreground"
              onClick={() => goToSection(item.section)}
            >
              {item.label}
            </Button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={paths.signIn}>Sign In</Link>
          </Button>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={paths.signUp}>Sign Up</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      <PublicMobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onSection={(section) => {
          setMenuOpen(false);
          goToSection(section);
        }}
      />
    </header>
  );
}
