import { useId } from 'react';
import { toast } from 'sonner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { roleLabels, useSwitchWorkspace, useWorkspaces } from '@/lib/workspace';

/** Picks the current workspace among the user's (loaded only for people in more than one). */
export default function AppWorkspaceSelect() {
  const { current, all } = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const labelId = useId();
  const onChange = (id: string) =>
    switchTo.mutate(id, {
      onSuccess: () =>
        toast.success(`Switched to ${all.find((workspace) => workspace.id === id)?.name ?? 'workspace'}`),
    });
  return (
    <div className="grid grid-cols-1 gap-1">
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
