/**
 * The display of a panel that FiltersToggle folds: always from 640 px, below it only while
 * open (whole class names, so that Tailwind sees them).
 */
export const foldedPanelClass = (open: boolean, display: 'flex' | 'grid') =>
  display === 'flex' ? (open ? 'flex sm:flex' : 'hidden sm:flex') : open ? 'grid sm:grid' : 'hidden sm:grid';
