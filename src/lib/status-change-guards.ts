// A tender's status change that another feature must agree to first (moving to In
// Development without a bid decision asks for one: features/bid-decisions). That feature
// registers a guard while its screen is shown; the tenders feature's status select asks
// every guard before it saves. Neither feature imports the other.
import { useEffect, useRef } from 'react';
import type { TenderStatus } from './statuses';

export interface StatusChange {
  tenderId: string;
  from: TenderStatus;
  to: TenderStatus;
}

/** Resolves true to go on with the change, false to keep the status as it is. */
export type StatusChangeGuard = (change: StatusChange) => Promise<boolean>;

const guards = new Set<StatusChangeGuard>();

/** Registers the guard while the calling component is mounted (always its latest version). */
export function useStatusChangeGuard(guard: StatusChangeGuard) {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    const registered: StatusChangeGuard = (change) => latest.current(change);
    guards.add(registered);
    return () => {
      guards.delete(registered);
    };
  }, []);
}

/** Asks each registered guard in turn; false as soon as one declines. */
export async function confirmStatusChange(change: StatusChange): Promise<boolean> {
  for (const guard of [...guards]) {
    if (!(await guard(change))) return false;
  }
  return true;
}
