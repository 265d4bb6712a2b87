import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Label } from '@/components/ui/label';
import { nativeSelectClass } from '@/components/ui/native-select';
import { useProfile } from '@/lib/profile';
import { CALENDAR_ALARMS, DEFAULT_CALENDAR_ALARM, type CalendarAlarm } from '@shared/calendar-events.ts';
import { useSavePreferences } from '../api/save-preferences';
import { calendarFeedMessages as words } from '../calendar-feed';

const choices = Object.entries(CALENDAR_ALARMS) as [CalendarAlarm, string][];

/** When calendars remind of a submission deadline: saved at once, like the theme. */
export function CalendarAlarmField() {
  const id = useId();
  const { profile } = useProfile();
  const save = useSavePreferences(words.alarmFailed);
  // The choice shows at once; the stored one comes back if the save fails.
  const [choice, setChoice] = useState<CalendarAlarm | null>(null);
  const value = choice ?? profile?.preferences.calendarAlarm ?? DEFAULT_CALENDAR_ALARM;

  const choose = (next: CalendarAlarm) => {
    setChoice(next);
    save.mutate(
      { calendarAlarm: next },
      { onSuccess: () => toast.success(words.alarmSaved), onError: () => setChoice(null) },
    );
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{words.alarmLabel}</Label>
      <select
        id={id}
        className={nativeSelectClass}
        value={value}
        disabled={!profile}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.value as CalendarAlarm)}
      >
        {choices.map(([alarm, label]) => (
          <option key={alarm} value={alarm}>
            {label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {words.alarmHint}
      </p>
    </div>
  );
}
