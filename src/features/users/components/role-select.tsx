import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FieldControlProps } from '@/components/ui/field';
import type { WorkspaceRole } from '@/lib/workspace';
import { ROLES, roleLabels } from '../model';

interface RoleSelectProps {
  control: FieldControlProps;
  value: WorkspaceRole;
  onChange: (role: WorkspaceRole) => void;
}

/** Administrator, Manager or User. */
export function RoleSelect({ control, value, onChange }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as WorkspaceRole)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
