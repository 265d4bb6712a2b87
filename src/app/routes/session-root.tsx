import { Outlet } from 'react-router-dom';
import { AppProvider } from '@/app/provider';

/** Wraps the auth screens and /app in the session and data providers (never loaded by the public site). */
export function Component() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
