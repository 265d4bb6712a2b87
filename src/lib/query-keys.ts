import { queryOptions } from '@tanstack/react-query';
// The root of each feature's query keys. A feature builds its keys under its own root,
// and a mutation that changes another feature's numbers names that root in
// `meta.invalidates` — without importing the other feature.
export const queryRoots = {
  tenders: ['tenders'],
  tasks: ['tasks'],
  dashboard: ['dashboard'],
  myWork: ['my-work'],
  reports: ['reports'],
  notifications: ['notifications'],
  profile: ['profile'],
  users: ['users'],
  documents: ['documents'],
  workspaces: ['workspaces'],
  bidBonds: ['bid-bonds'],
  companyDocuments: ['company-documents'],
  clarifications: ['clarifications'],
  addenda: ['addenda'],
  requirements: ['requirements'],
  templates: ['templates'],
  pipeline: ['pipeline'],
  bidCosts: ['bid-costs'],
} as const;

/**
 * The query of one tender's rows of a feature (its tasks, documents, questions…), keyed
 * [root, 'tender', tenderId] so that the feature's root invalidates it with the rest.
 */
export const tenderRowsQuery =
  <T>(root: readonly string[], fetch: (tenderId: string) => Promise<T>, errorMessage: string) =>
  (tenderId: string) =>
    queryOptions({
      queryKey: [...root, 'tender', tenderId],
      queryFn: () => fetch(tenderId),
      meta: { errorMessage },
    });
