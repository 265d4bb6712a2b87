import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ThemeProvider } from '@/lib/theme';

/** The providers around the router, shared by the browser and the build's prerenderer. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
