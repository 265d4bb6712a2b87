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
  library: ['library'],
  clarifications: ['clarifications'],
  addenda: ['addenda'],
  requirements: ['requirements'],
  templates: ['templates'],
  pipeline: ['pipeline'],
  comments: ['comments'],
  bidCosts: ['bid-costs'],
} as const;

/** The key of one tender's rows of a feature (tenderRowsQuery's). */
export const tenderRowsKey = (root: readonly string[], tenderId: string) => [...root, 'tender', tenderId];

/**
 * The query of one tender's rows of a feature (its tasks, documents, questions…), keyed
 * [root, 'tender', tenderId] so that the feature's root invalidates it with the rest.
 */
export const tenderRowsQuery =
  <T>(root: readonly string[], fetch: (tenderId: string) => Promise<T>, errorMessage: string) =>
  (tenderId: string) =>
    queryOptions({
      queryKey: tenderRowsKey(root, tenderId),
      queryFn: () => fetch(tenderId),
      meta: { errorMessage },
    });
