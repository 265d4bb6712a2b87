import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

/** Data, session and tooltip providers for the auth screens and the /app area. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <TooltipProvider delayDuration={700}>{children}</TooltipProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
