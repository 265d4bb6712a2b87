import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session';
import { appQueryClient } from './app-query-client';

/** Data and session providers for the auth screens and the /app area. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
