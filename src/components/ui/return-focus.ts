import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Our dialogs open from state, not from a Radix Trigger, so on close Radix had nothing to
 * focus and the focus fell to <body>: the next Tab started at 'Skip to content'. These
 * handlers remember what had the focus when the dialog opened and give it back on close,
 * if it is still on the page (WCAG 2.4.3). The caller's own handlers run first; one that
 * calls preventDefault() on close focuses something else itself.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
