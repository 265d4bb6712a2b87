import { Building2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useWorkspaces } from '@/lib/workspace';

// Most people belong to one workspace: the select (and Radix Select) loads only for the others.
const AppWorkspaceSelect = lazy(() => import('./app-workspace-select'));

/** The current workspace's name; a switcher when the user belongs to more than one (remembered in their profile). */
export function AppWorkspaceSwitcher() {
  const { current, all } = useWorkspaces();
  const name = (
    <p
      className="flex min-w-0 items-center gap-2 px-1 text-sm text-muted-foreground"
      data-testid="workspace-name"
    >
      <Building2 aria-hidden className="size-4 shrink-0" />
      <span className="truncate" title={current.name}>
        {current.name}
      </span>
    </p>
  );
  if (all.length < 2) return name;
  return (
    <Suspense fallback={name}>
      <AppWorkspaceSelect />
    </Suspense>
  );
}
