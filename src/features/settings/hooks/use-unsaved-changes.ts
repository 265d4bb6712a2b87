import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * While `dirty`, leaving the page or the tab asks first: in-app navigation is held by a
 * blocker (the caller shows the dialog), a reload or a closed tab by the browser's own
 * prompt. Leaving the /app area (signing out) is never held.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname.startsWith(paths.app.root) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}

/** Reports a form's dirty state to the page while the form is mounted (and clean once it goes). */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}
