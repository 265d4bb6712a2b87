// The product's name and every route of the app: the app links with these paths, and the
// Edge Functions' emails and calendar feed link to the same pages as absolute URLs. Shared
// with the app (imported as '@shared/site.ts'): no runtime-specific APIs, relative imports
// with their .ts extension only.

export const PRODUCT_NAME = 'TenderFlow';

/** Every route path of the app, and builders for the ones with parameters. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  careers: '/careers',
  career: (slug: string) => `/careers/${slug}`,
  faq: '/faq',
  requestDemo: '/request-demo',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  gdpr: '/gdpr',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  invite: (token: string) => `/invite/${token}`,
  unsubscribe: '/unsubscribe',
  app: {
    root: '/app',
    dashboard: '/app/dashboard',
    myWork: '/app/my-work',
    activity: '/app/activity',
    tenders: '/app/tenders',
    newTender: '/app/tenders/new',
    importTenders: '/app/tenders/import',
    tender: (id: string) => `/app/tenders/${id}`,
    editTender: (id: string) => `/app/tenders/edit/${id}`,
    /** A comment thread: the tender's Comments tab, or its task's dialog. */
    thread: (tenderId: string, taskId?: string | null) =>
      taskId ? `/app/tenders/${tenderId}?task=${taskId}` : `/app/tenders/${tenderId}?tab=comments`,
    bidBonds: '/app/bid-bonds',
    companyDocuments: '/app/company-documents',
    library: '/app/library',
    reports: '/app/reports',
    settings: '/app/settings',
    /** A tab of Settings: 'notifications', 'profile'… */
    settingsTab: (tab: string) => `/app/settings?tab=${tab}`,
    users: '/app/users',
    help: '/app/help',
    profile: '/app/profile',
    notifications: '/app/notifications',
  },
} as const;

/** A path as an absolute URL under the site's address ('https://app.example.com/'). */
export const siteUrl = (site: string, path: string): string => `${site.replace(/\/+$/, '')}${path}`;
