import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { canManageMembers, useWorkspace } from '@/lib/workspace';
import { bidQueries } from '../api/queries';
import { bidMessages } from '../model';
import { BidSettingsForm } from './bid-settings-form';

/** Settings → the workspace's bid decision criteria, kill questions and bands; admins only. */
export function BidSettingsCard({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const workspace = useWorkspace();
  const setup = useQuery(bidQueries.setup(workspace.id));
  const settings = useQuery(pipelineSettingsQuery(workspace.id));
  // Each save starts the form again from what was stored (new rows get their ids).
  const [saves, setSaves] = useState(0);
  if (!canManageMembers(workspace.role)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bid decision</CardTitle>
        <CardDescription>
          What every tender of {workspace.name} is scored on before deciding to bid, and the scores that make
          each band.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {setup.data && settings.data ? (
          <BidSettingsForm
            key={`${workspace.id}-${saves}`}
            workspaceId={workspace.id}
            setup={setup.data}
            thresholds={{ bid: settings.data.bid_threshold, review: settings.data.review_threshold }}
            onSaved={() => setSaves((count) => count + 1)}
            onDirtyChange={onDirtyChange}
          />
        ) : setup.isLoadingError || settings.isLoadingError ? (
          <LoadError
            message={bidMessages.settingsLoadFailed}
            onRetry={() => void Promise.all([setup.refetch(), settings.refetch()])}
          />
        ) : (
          <div role="status" aria-label="Loading the bid settings" className="grid gap-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
