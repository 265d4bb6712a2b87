// Every route path of the app, and builders for the ones with parameters.
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
    tenders: '/app/tenders',
    newTender: '/app/tenders/new',
    importTenders: '/app/tenders/import',
    tender: (id: string) => `/app/tenders/${id}`,
    editTender: (id: string) => `/app/tenders/edit/${id}`,
    bidBonds: '/app/bid-bonds',
    companyDocuments: '/app/company-documents',
    reports: '/app/reports',
    settings: '/app/settings',
    users: '/app/users',
    help: '/app/help',
    profile: '/app/profile',
    notifications: '/app/notifications',
  },
} as const;

/** Landing-page section anchors the public header scrolls to. */
export const landingSections = { features: 'features', pricing: 'pricing', demo: 'demo' } as const;

/** Old or short paths that appear in links; each redirects (replace) to its canonical route. */
export const pathAliases: Record<string, string> = {
  '/signup': paths.signUp,
  '/signin': paths.signIn,
  '/terms': paths.termsOfService,
  '/privacy': paths.privacyPolicy,
};
