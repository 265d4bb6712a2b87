import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/components/theme-toggle';
import { ThemeProvider, useTheme } from '@/lib/theme';

// A matchMedia whose dark preference the test can flip, firing 'change' like a browser.
function mockColourScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = (media: string) => ({
    get matches() {
      return media.includes('dark') ? dark : false;
    },
    media,
    onchange: null,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(query as unknown as typeof window.matchMedia);
  return {
    setDark(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent)));
    },
  };
}

function SystemButton() {
  const { setTheme, theme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('system')}>
      Use system ({theme})
    </button>
  );
}

const root = document.documentElement;

beforeEach(() => {
  root.className = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('theme', () => {
  it('the toggle names the theme it switches to, and the choice persists across reloads', async () => {
    mockColourScheme(false);
    const user = userEvent.setup();
    const { unmount } = render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    unmount();

    root.className = '';
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('follows the operating system live while set to system', () => {
    const os = mockColourScheme(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(localStorage.getItem('theme')).toBeNull();
    expect(root).toHaveClass('light');

    os.setDark(true);
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();

    os.setDark(false);
    expect(root).toHaveClass('light');
  });

  it('ignores the operating system once a theme is chosen, and follows it again after system', async () => {
    const os = mockColourScheme(false);
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    render(
      <ThemeProvider>
        <SystemButton />
      </ThemeProvider>,
    );
    os.setDark(true);
    expect(root).toHaveClass('light');

    await user.click(screen.getByRole('button', { name: /Use system/ }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(root).toHaveClass('dark');
  });
});
