// The user's preferences, stored in user_profiles.preferences (jsonb). Read leniently:
// unknown keys from older or newer versions are ignored, missing ones take defaults.
import { z } from '@/lib/zod';

const THEMES = ['light', 'dark', 'system'] as const;

export const preferencesSchema = z.object({
  emailNotifications: z.boolean().catch(true),
  tenderDeadlineReminders: z.boolean().catch(true),
  taskUpdates: z.boolean().catch(true),
  systemAnnouncements: z.boolean().catch(true),
  /** The theme the user chose in Settings; it follows them to another browser. */
  theme: z.enum(THEMES).optional().catch(undefined),
});

export type Preferences = z.infer<typeof preferencesSchema>;

/** The stored JSON as preferences: defaults for anything missing or malformed, unknown keys dropped. */
export function parsePreferences(value: unknown): Preferences {
  const source = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return preferencesSchema.parse(source);
}
