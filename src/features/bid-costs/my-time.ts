// My time on My work: my_time's document, checked.
import { amount, day, list, orNull, shape, text } from '@/lib/json-shape';

export interface MyTimeEntry {
  id: string;
  work_date: string;
  hours: number;
  task_id: string | null;
  description: string;
  tender_id: string;
  title: string;
  reference_number: string;
  workspace_name: string;
}

export interface MyTime {
  entries: MyTimeEntry[];
  days: { date: string; hours: number }[];
  total: number;
}

const isMyTime = shape({
  entries: list(
    shape({
      id: text,
      work_date: day,
      hours: amount,
      task_id: orNull(text),
      description: text,
      tender_id: text,
      title: text,
      reference_number: text,
      workspace_name: text,
    }),
  ),
  days: list(shape({ date: day, hours: amount })),
  total: amount,
});

export function parseMyTime(value: unknown): MyTime {
  if (!isMyTime(value)) throw new Error('my_time returned an unexpected document');
  return value as MyTime;
}

export const myTimeMessages = {
  loadFailed: 'Failed to load your time.',
  empty: 'No time logged this week.',
};
