import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dataErrorMessage } from '@/lib/errors';
import { roleLabels, useSwitchWorkspace, useWorkspaces } from '@/lib/workspace';

/** The current workspace; a switcher when the user belongs to more than one (remembered in their profile). */
export function AppWorkspaceSwitcher() {
  const { current, all } = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const labelId = useId();
  if (all.length < 2) {
    return (
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
  }
  const onChange = (id: string) =>
    switchTo.mutate(id, {
      onSuccess: () =>
        toast.success(`Switched to ${all.find((workspace) => workspace.id === id)?.name ?? 'workspace'}`),
      onError: (error) => {
        console.error(error);
        toast.error(dataErrorMessage(error, 'Failed to switch workspace'));
      },
    });
  return (
    <div className="grid gap-1">
      <span
        id={labelId}
        className="px-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
      >
        Workspace
      </span>
      <Select value={current.id} onValueChange={onChange} disabled={switchTo.isPending}>
        <SelectTrigger aria-labelledby={labelId} className="h-9">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {all.map((workspace) => (
            <SelectItem key={workspace.id} value={workspace.id}>
              {workspace.name} · {roleLabels[workspace.role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
