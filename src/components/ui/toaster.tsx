import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/lib/theme';

/** The one toast mechanism of the app (sonner); Alt+T focuses the toasts. Neutral colours (AA in both themes); the icon tells success from error. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      closeButton
      {...props}
    />
  );
}
