import type { LoaderFunctionArgs } from 'react-router-dom';
import { bidBondQueries } from '@/features/bid-bonds/api/queries';
import { bidQueries } from '@/features/bid-decisions/api/queries';
import { companyDocumentQueries } from '@/features/company-documents/api/queries';
import { documentQueries } from '@/features/documents/api/queries';
import { taskQueries } from '@/features/tasks/api/queries';
import { tenderQueries } from '@/features/tenders/api/queries';
import { draftCountsQuery } from '@/lib/clarification-drafts';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { workspaceQueries } from '@/lib/workspace';
import { prefetchScreen, type ScreenQueries } from '../prefetch';

// The cards need only the tender's id (in the address) and the workspace, not the tender row.
export const queries: ScreenQueries = (workspaceId, { params }) => {
  const id = params.id ?? '';
  return [
    tenderQueries.detail(id),
    taskQueries.byTender(id),
    workspaceQueries.members(workspaceId),
    documentQueries.byTender(id),
    bidBondQueries.byTender(id),
    bidQueries.decision(id),
    bidQueries.setup(workspaceId),
    pipelineSettingsQuery(workspaceId),
    draftCountsQuery(workspaceId, [id]),
    companyDocumentQueries.required(id),
  ];
};

export const prefetch = (args: LoaderFunctionArgs) => prefetchScreen(queries, args);
