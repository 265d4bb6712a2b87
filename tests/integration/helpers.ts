// The app's integration suites: the local stack's test helpers (a stack per suite, test
// clients and users). What only this project's schema knows is in tests/fixtures.
export * from '@tenderflow/local-supabase/testing';
