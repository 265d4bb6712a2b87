// The workspace gate of the signed-in app, apart from lib/workspace.tsx so that the screens'
// first queries (routes/app/prefetch.ts) load no component.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { WorkspaceContext, workspaceQueries } from '@/lib/workspace';

/** Loads the user's workspaces; its children render once the current one is known. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const query = useQuery(workspaceQueries.mine());
  if (query.data) return <WorkspaceContext.Provider value={query.data}>{children}</WorkspaceContext.Provider>;
  if (query.isPending) {
    return (
      <p role="status" className="p-8 text-center text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  return (
    <LoadError
      className="m-8"
      message={
        query.isError
          ? 'Failed to load your workspace. Please try again later.'
          : 'You are not a member of any workspace.'
      }
      query={query}
    />
  );
}
