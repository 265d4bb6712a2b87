import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { WebSocket } from 'ws';
import { fakeMediaQueryList } from './fake-media-query';

// Screens backed by the local stack answer in tens of milliseconds, but CI machines can be busy.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and replays the active ones to the next test's Toaster.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no matchMedia; tests that need a dark OS preference override it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => fakeMediaQueryList(query, false)),
  });
}

// jsdom lacks these browser APIs that Radix's Select calls.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
// …and this one, which Radix's Switch uses to measure itself (jsdom has no layout). Like a
// browser's, it reports once when an element is first observed (with no sizes to give).
globalThis.ResizeObserver ??= class {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    queueMicrotask(() => this.callback([], this));
  }
  unobserve() {}
  disconnect() {}
};

// Screens that join Realtime channels (presence on the tender page) open a WebSocket: Node's
// own (undici's) dispatches its events with Node's Event class, which jsdom's EventTarget
// refuses, so the socket is the `ws` package's, as supabase-js uses in Node.
Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, writable: true, configurable: true });
