import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

// The build's prerenderer has no window: nothing it renders depends on the theme (the
// toggle switches its icon with CSS), so any answer will do there.
const systemTheme = (): ResolvedTheme =>
  typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

function applyTheme(resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    // A switch between the first render and this subscription would otherwise be missed.
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = theme === 'system' ? system : theme;
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this page.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}

// The sign-in whose profile theme this browser has already adopted.
const SIGN_IN_THEME_KEY = 'theme-sign-in';

/**
 * The profile wins at sign-in: the first time a sign-in's profile is known (`signIn` names
 * the sign-in), the theme saved in it replaces this browser's choice. Later choices in this
 * browser stand until the next sign-in. Outside ThemeProvider it does nothing.
 */
export function useSignInTheme(signIn: string | undefined, profileTheme: Theme | undefined) {
  const setTheme = useContext(ThemeContext)?.setTheme;
  useEffect(() => {
    if (!signIn || !setTheme) return;
    try {
      if (localStorage.getItem(SIGN_IN_THEME_KEY) === signIn) return;
      localStorage.setItem(SIGN_IN_THEME_KEY, signIn);
    } catch {
      return; // Without storage every page load would count as a sign-in; keep this browser's theme.
    }
    if (profileTheme) setTheme(profileTheme);
  }, [signIn, profileTheme, setTheme]);
}
