// 'Install app' in the account menu. Chromium offers to install a page that links a web app
// manifest; the signed-in app's own HTML links it, but after signing in on /sign-in (a page
// that does not) the app is reached without a new document, so the link is added here and
// the browser's offer follows without a reload. Other browsers never fire the event: there,
// the menu offers nothing and their own Share → Add to Home Screen remains.
import { useSyncExternalStore } from 'react';

const MANIFEST = '/manifest.webmanifest';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

declare global {
  interface Window {
    /** Held by public/boot.js when the offer came before this module. */
    __heldInstallPrompt?: InstallPromptEvent;
  }
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Links the manifest (once) and listens for the browser's offer. */
function start() {
  if (typeof window === 'undefined') return;
  held = window.__heldInstallPrompt ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    changed();
  });
  if (!document.querySelector('link[rel="manifest"]')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: MANIFEST }));
  }
}
start();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Asks the browser to install the app; its offer can be used once. */
function install() {
  const offer = held;
  held = null;
  window.__heldInstallPrompt = undefined;
  changed();
  void offer?.prompt().catch(() => undefined);
}

/** The way to install the app while the browser offers it, else null. */
export const useInstallPrompt = (): (() => void) | null =>
  useSyncExternalStore(
    subscribe,
    () => (held ? install : null),
    () => null,
  );
