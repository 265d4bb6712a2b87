import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTheme, type Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useSavePreferences } from '../api/save-preferences';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import { settingsMessages, themeOptions } from '../model';

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/**
 * Appearance: a choice applies at once (and is remembered in this browser); Save
 * Preferences also stores it in the profile, so it follows the user to another browser.
 * Leaving without saving puts the earlier theme back.
 */
export function AppearanceForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { theme, setTheme } = useTheme();
  // The theme before this form's first change (null while untouched): what a discard restores.
  const [before, setBefore] = useState<Theme | null>(null);
  const save = useSavePreferences(settingsMessages.appearanceFailed);
  const dirty = before !== null && theme !== before;
  useReportDirty(dirty, onDirtyChange);

  const choose = (value: Theme) => {
    if (before === null) setBefore(theme);
    setTheme(value);
  };

  // Discarded on the way out: the theme returns to what it was.
  const restore = useRef<(() => void) | null>(null);
  useEffect(() => {
    restore.current = dirty && before ? () => setTheme(before) : null;
  });
  useEffect(() => () => restore.current?.(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { theme },
      {
        onSuccess: () => {
          setBefore(null);
          toast.success(settingsMessages.appearanceSaved);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Choose how TenderFlow looks. The change applies at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} aria-label="Appearance settings" className="grid gap-5">
          <fieldset>
            <legend className="mb-3 text-sm font-medium">Theme</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {themeOptions.map(({ value, label, description }) => {
                const Icon = icons[value];
                return (
                  <label
                    key={value}
                    className={cn(
                      'grid cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
                      theme === value ? 'border-primary bg-primary/5' : 'hover:bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      name="theme"
                      value={value}
                      checked={theme === value}
                      onChange={() => choose(value)}
                      className="size-4 accent-primary"
                    />
                    <span className="flex items-center gap-2 font-medium">
                      <Icon aria-hidden className="size-4" /> {label}
                    </span>
                    <span className="col-start-2 text-sm text-muted-foreground">{description}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Preferences'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
