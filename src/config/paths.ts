// The product's name and every route path of the app: defined with the Edge Functions, whose
// emails and calendar feed link to the same pages. (product.ts takes the name from here: an
// import of @shared/site.ts from both split it into a chunk of its own on every public page.)
import { paths, PRODUCT_NAME } from '@shared/site.ts';

export { paths, PRODUCT_NAME };

/** Landing-page section anchors the public header scrolls to. */
export const landingSections = { features: 'features', pricing: 'pricing', demo: 'demo' } as const;

/** Old or short paths that appear in links; each redirects (replace) to its canonical route. */
export const pathAliases: Record<string, string> = {
  '/signup': paths.signUp,
  '/signin': paths.signIn,
  '/terms': paths.termsOfService,
  '/privacy': paths.privacyPolicy,
};
