import * as SelectPrimitive from '@radix-ui/react-select';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { roleDescriptions, type WorkspaceRole } from '@/lib/workspace';
import { ROLES, roleLabels } from '../model';

/** One role in the list: its name, and what it may do as the option's description. */
function RoleOption({ role }: { role: WorkspaceRole }) {
  const descriptionId = useId();
  return (
    <SelectPrimitive.Item
      value={role}
      aria-describedby={descriptionId}
      className="relative flex w-full cursor-pointer select-none items-start rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground"
    >
      <span className="absolute left-2 top-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <span className="grid gap-0.5">
        <SelectPrimitive.ItemText>{roleLabels[role]}</SelectPrimitive.ItemText>
        <span id={descriptionId} className="text-xs opacity-80">
          {roleDescriptions[role]}
        </span>
      </span>
    </SelectPrimitive.Item>
  );
}

interface RoleFieldProps {
  value: WorkspaceRole;
  onChange: (role: WorkspaceRole) => void;
}

/** Role: Administrator, Manager or User, each with what it may do; the chosen one's under the field. */
export function RoleField({ value, onChange }: RoleFieldProps) {
  return (
    <FormField label="Role" hint={roleDescriptions[value]}>
      {(control) => (
        <Select value={value} onValueChange={(role) => onChange(role as WorkspaceRole)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          {/* As wide as the field: the descriptions wrap instead of leaving a phone's screen. */}
          <SelectContent className="max-w-[var(--radix-select-trigger-width)]">
            {ROLES.map((role) => (
              <RoleOption key={role} role={role} />
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
