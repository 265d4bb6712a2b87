import { Badge } from '@/components/ui/badge';
import type { WorkspaceRole } from '@/lib/workspace';
import { roleBadgeVariant, roleLabels } from '../model';

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  return <Badge variant={roleBadgeVariant[role]}>{roleLabels[role]}</Badge>;
}
