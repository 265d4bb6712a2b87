import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = onlineManager.subscribe.bind(onlineManager);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser is online, as the query client sees it (lib/query-client.ts), re-rendering on a change. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
