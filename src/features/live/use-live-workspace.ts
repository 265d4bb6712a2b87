import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Listens to the workspace's changes while mounted (the signed-in app): the screens update as
 * teammates work. The listener's code loads after the screen's own (it is not in the shell the
 * first screen waits for): nothing to hear before there is a screen to update.
 */
export function useLiveWorkspace(workspaceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let leave: (() => void) | undefined;
    let left = false;
    void import('./listen').then(({ listenToWorkspace }) => {
      if (!left) leave = listenToWorkspace(queryClient, workspaceId);
    });
    return () => {
      left = true;
      leave?.();
    };
  }, [queryClient, workspaceId]);
}
