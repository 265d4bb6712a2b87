import { useLocation } from 'react-router-dom';
import { pageTitle, PRODUCT_NAME, SITE_URL } from '@/config/product';

interface PageMetaProps {
  /** The page's own name; the document title becomes "<title> · TenderFlow". */
  title: string;
  /** The meta description and Open Graph card (public pages); signed-in and auth screens leave it out. */
  description?: string;
  /** Use this exact document title instead of "<title> · TenderFlow". */
  fullTitle?: string;
}

/**
 * The document title, and for public pages the description and Open Graph tags, rendered
 * in the page: React 19 hoists them into <head>, and the build moves them there.
 */
export function PageMeta({ title, description, fullTitle }: PageMetaProps) {
  const { pathname } = useLocation();
  const documentTitle = fullTitle ?? pageTitle(title);
  return (
    <>
      <title>{documentTitle}</title>
      {description ? (
        <>
          <meta name="description" content={description} />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={PRODUCT_NAME} />
          <meta property="og:title" content={documentTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={`${SITE_URL}${pathname}`} />
          <meta name="twitter:card" content="summary" />
        </>
      ) : null}
    </>
  );
}
