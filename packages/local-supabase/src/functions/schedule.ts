// The stack's stand-in for pg_cron + pg_net on hosted Supabase: every interval (a minute, on
// the wall clock's minutes like `* * * * *`) it POSTs /functions/v1/send-reminders
// with the service-role key, when that function exists. A run still going is not started
// again (that tick is skipped). One log line per run.
import { performance } from 'node:perf_hooks';

export const SCHEDULED_FUNCTION = 'send-reminders';
export const DEFAULT_SCHEDULE_INTERVAL_MS = 60_000;

export interface Schedule {
  stop(): void;
}

export interface ScheduleOptions {
  intervalMs: number;
  /** The stack's URL. */
  url: string;
  serviceRoleKey: string;
  exists: (name: string) => boolean;
  log: (line: string) => void;
}

const oneLine = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

export function startSchedule(options: ScheduleOptions): Schedule {
  const { intervalMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  async function runOnce(): Promise<void> {
    const started = performance.now();
    try {
      const res = await fetch(`${options.url}/functions/v1/${SCHEDULED_FUNCTION}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = await res.text();
      if (!stopped) {
        log(
          `[schedule] ${SCHEDULED_FUNCTION} ${res.status} ${Math.round(performance.now() - started)}ms ${oneLine(body)}`,
        );
      }
    } catch (error) {
      if (!stopped) log(`[schedule] ${SCHEDULED_FUNCTION} failed: ${(error as Error).message}`);
    }
  }

  function tick(): void {
    if (stopped) return;
    schedule();
    if (!options.exists(SCHEDULED_FUNCTION)) return;
    if (running) {
      log(`[schedule] ${SCHEDULED_FUNCTION} still running, this run skipped`);
      return;
    }
    running = true;
    void runOnce().finally(() => (running = false));
  }

  function schedule(): void {
    timer = setTimeout(tick, intervalMs - (Date.now() % intervalMs));
    timer.unref();
  }

  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
