import { clsx } from 'clsx';
import { Menu, X } from 'lucide';
import { Icon } from '@/components/icon';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { PublicBrand } from './public-brand';
import { PublicMobileMenu } from './public-mobile-menu';
import { publicNavItems } from './public-nav-items';
import { SectionLink } from './public-section-link';

/** The header turns translucent once the page has scrolled past this many pixels. */
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
      className={clsx(
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
            <SectionLink
              key={item.section}
              section={item.section}
              className={buttonVariants({
                variant: null,
                size: 'sm',
                className: 'text-muted-foreground hover:bg-accent hover:text-foreground',
              })}
            >
              {item.label}
            </SectionLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 sm:flex">
            <Link to={paths.signIn} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              Sign In
            </Link>
            <Link to={paths.signUp} className={buttonVariants({ size: 'sm' })}>
              Sign Up
            </Link>
          </div>
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon node={X} /> : <Icon node={Menu} />}
          </button>
        </div>
      </div>
      <PublicMobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
