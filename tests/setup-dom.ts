import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMediaQueryList } from './fake-media-query';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; tests that need a dark OS preference override it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => fakeMediaQueryList(query, false)),
  });
}
