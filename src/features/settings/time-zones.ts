// The time zone reminder emails follow (user_profiles.time_zone, an IANA name). The list is
// the browser's own (Intl.supportedValuesOf), with UTC first and the stored zone kept even
// when this browser calls it by another name (an alias such as 'Asia/Calcutta').
import { z } from '@/lib/zod';

export const timeZoneMessages = {
  saved: 'Time zone saved.',
  failed: 'Failed to save the time zone',
  refused: 'This time zone is not one the server knows. Choose another.',
  hint: 'Reminder emails arrive from 08:00 in this time zone, and their dates follow it.',
  notSet: 'Not set (UTC)',
} as const;

let zones: string[] | undefined;

/** Every IANA zone this browser knows, UTC first. */
export function supportedTimeZones(): string[] {
  if (!zones) {
    const known =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ([] as string[]);
    zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  }
  return zones;
}

/** The zones to offer: the known ones, plus `current` when the list lacks it. */
export function timeZoneOptions(current: string | null | undefined): string[] {
  const all = supportedTimeZones();
  return current && !all.includes(current) ? [current, ...all] : all;
}

/** 'America/New York (GMT-05:00)': the zone's name as read, with its offset now. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset === 'GMT' ? 'GMT+00:00' : offset})` : name;
  } catch {
    return name;
  }
}

export const timeZoneSchema = z.object({
  timeZone: z.string().min(1, 'Choose a time zone'),
});
export type TimeZoneValues = z.infer<typeof timeZoneSchema>;

/** The database's refusal of a zone it does not know (user_profiles' check or trigger). */
export function timeZoneSaveFailure(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '23514' || code === '22023' ? timeZoneMessages.refused : undefined;
}
