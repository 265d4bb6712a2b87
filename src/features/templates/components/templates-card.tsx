import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { canManageMembers, useWorkspace } from '@/lib/workspace';
import { templateQueries } from '../api/queries';
import {
  isTemplateScope,
  scopeLabel,
  TEMPLATE_SCOPES,
  templatesMessages,
  type TemplateScope,
} from '../model';
import { TemplateLists } from './template-lists';

/** Settings → Templates: the tasks and requirements each type of tender starts with. */
export function TemplatesCard() {
  const workspace = useWorkspace();
  const templates = useQuery(templateQueries.workspace(workspace.id));
  const [scope, setScope] = useState<TemplateScope>('all');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Checklist templates</CardTitle>
        <CardDescription>
          The tasks and requirements every new tender of {workspace.name} starts with, by tender type. A
          type&apos;s own tasks add to those for All types unless it replaces them; a type without
          requirements of its own gets those for All types.
          {canManageMembers(workspace.role) ? null : ' Only admins edit them.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="template-scope">Tender type</Label>
          <Select value={scope} onValueChange={(value) => isTemplateScope(value) && setScope(value)}>
            <SelectTrigger id="template-scope">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TEMPLATE_SCOPES.map((option) => (
                <SelectItem key={option} value={option}>
                  {scopeLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {templates.data ? (
          <TemplateLists
            templates={templates.data}
            scope={scope}
            workspaceId={workspace.id}
            editable={canManageMembers(workspace.role)}
          />
        ) : templates.isLoadingError ? (
          <LoadError message={templatesMessages.loadFailed} query={templates} />
        ) : (
          <div role="status" aria-label="Loading the templates" className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
