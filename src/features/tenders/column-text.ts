import { statusLabel } from '@/lib/statuses';
import type { TenderColumnSpec } from './columns';

/**
 * A choice as every view words it ('Government Portal', 'Cancelled by the buyer') and a flag
 * as 'Yes' or 'No'; null for the other kinds, which each view writes its own way (a date in
 * the user's locale on the page, ISO in the CSV).
 */
export function choiceText(spec: TenderColumnSpec, value: unknown): string | null {
  if (spec.kind === 'enum' || spec.kind === 'status') return statusLabel(String(value));
  if (spec.kind === 'yes-no') return value ? 'Yes' : 'No';
  return null;
}
