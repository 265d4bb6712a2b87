import { pageTitle } from '@/config/product';

interface PageMetaProps {
  /** The page's own name; the document title becomes "<title> · TenderFlow". */
  title: string;
  /** The meta description (public pages); signed-in and auth screens leave it out. */
  description?: string;
  /** Use this exact document title instead of "<title> · TenderFlow". */
  fullTitle?: string;
}

/** The document title and meta description, rendered in the page; React 19 hoists them into <head>. */
export function PageMeta({ title, description, fullTitle }: PageMetaProps) {
  return (
    <>
      <title>{fullTitle ?? pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
