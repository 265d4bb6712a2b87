import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/lib/theme';

/**
 * Where a toast sits: top centre, over the sticky header's band (64 px), so it never covers
 * the page's own controls — at the bottom right it hid the buttons of whatever row scrolled
 * there (a just-uploaded document's). On a phone it spans the width, as sonner does.
 */
const OVER_HEADER = { top: 8 } as const;

/** The one toast mechanism of the app (sonner); Alt+T focuses the toasts. Neutral colours (AA in both themes); the icon tells success from error. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="top-center"
      offset={OVER_HEADER}
      mobileOffset={{ ...OVER_HEADER, left: 8, right: 8 }}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      closeButton
      {...props}
    />
  );
}
