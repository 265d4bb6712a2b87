import { Monitor, Moon, Sun } from 'lucide-react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTheme, type Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useSavePreferences } from '../api/save-preferences';
import { APPEARANCE_DESCRIPTION, settingsMessages, themeOptions } from '../model';

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/**
 * Appearance: a choice applies at once and is saved at once, in this browser and in the
 * profile (so it follows the user to another browser). There is no Save to forget and
 * nothing to discard; if the profile cannot be saved, the choice still holds here.
 */
export function AppearanceForm() {
  const { theme, setTheme } = useTheme();
  const save = useSavePreferences(settingsMessages.appearanceFailed);

  const choose = (value: Theme) => {
    setTheme(value);
    save.mutate({ theme: value }, { onSuccess: () => toast.success(settingsMessages.appearanceSaved) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>{APPEARANCE_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Appearance settings" onSubmit={(event) => event.preventDefault()}>
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
        </form>
      </CardContent>
    </Card>
  );
}
