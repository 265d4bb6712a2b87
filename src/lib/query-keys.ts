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
} as const;
