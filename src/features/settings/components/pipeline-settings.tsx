import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { useWorkspace } from '@/lib/workspace';
import { LossReasonsEditor } from './loss-reasons-editor';
import { PipelineForm } from './pipeline-form';

/** The workspace's pipeline: its default currency and probabilities, and its loss reasons. */
export function PipelineSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const workspace = useWorkspace();
  const query = useQuery(pipelineSettingsQuery(workspace.id));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Currency and probability</CardTitle>
          <CardDescription>
            The currency a new tender in {workspace.name} starts in, and how likely each open status is to
            win.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.data ? (
            <PipelineForm
              key={workspace.id}
              workspace={workspace}
              settings={query.data}
              onDirtyChange={onDirtyChange}
            />
          ) : query.isPending ? (
            <div role="status" aria-label="Loading pipeline settings" className="grid gap-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <LoadError message="Failed to load the pipeline settings" query={query} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Loss reasons</CardTitle>
          <CardDescription>The reasons a lost tender can be given in its outcome.</CardDescription>
        </CardHeader>
        <CardContent>
          <LossReasonsEditor workspace={workspace} />
        </CardContent>
      </Card>
    </div>
  );
}
