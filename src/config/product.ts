import { PRODUCT_NAME } from './paths';

export { PRODUCT_NAME };

/** A page's document title: "About · TenderFlow". */
export const pageTitle = (name: string) => `${name} · ${PRODUCT_NAME}`;

/** Where the public site lives, for absolute links (Open Graph, sitemap); set VITE_SITE_URL at build time. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || 'https://tenderflow.app').replace(/\/+$/, '');
