import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide';
import { Icon } from '@/components/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { useTheme } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Switches between light and dark; the screen-reader label names the theme it switches to.
 * The icon follows the theme class on <html> through CSS, so prerendered pages show the
 * right one before any script runs; the label waits for hydration, which knows the theme.
 * `className` sizes the button (default size-10). No class merging here: the public
 * header loads this before anything else, and tailwind-merge is not part of that download.
 */
export function ThemeToggle({ className = 'size-10' }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  const label = hydrated ? `Switch to ${next} theme` : 'Switch theme';
  return (
    <button
      type="button"
      className={clsx(buttonVariants({ variant: 'ghost', size: null }), 'shrink-0', className)}
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
    >
      <Icon node={Moon} className="dark:hidden" />
      <Icon node={Sun} className="hidden dark:block" />
    </button>
  );
}
