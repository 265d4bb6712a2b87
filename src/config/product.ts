export const PRODUCT_NAME = 'TenderFlow';

/** A page's document title: "About · TenderFlow". */
export const pageTitle = (name: string) => `${name} · ${PRODUCT_NAME}`;
