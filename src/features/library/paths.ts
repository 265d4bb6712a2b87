import { paths } from '@/config/paths';

/**
 * The library's import view (the library screen's ?view=import): a view of that screen rather
 * than a screen of its own, so the route table every page loads (at its budget) stays as it is.
 */
export const LIBRARY_IMPORT_PATH = `${paths.app.library}?view=import`;
