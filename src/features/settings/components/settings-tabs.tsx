import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSettingsTab } from '../hooks/use-settings-tab';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { SETTINGS_TABS, settingsTabLabels } from '../model';
import { AppearanceForm } from './appearance-form';
import { NotificationsSettings } from './notifications-settings';
import { PipelineSettings } from './pipeline-settings';
import { ProfileSettings } from './profile-settings';
import { SecurityForm } from './security-form';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** Settings: six tabs named in the URL; leaving one with unsaved changes asks first. */
interface SettingsTabsProps {
  /** Sections another feature adds under the Pipeline tab (composed by the route: the bid decision settings). */
  pipelineExtra?: (onDirtyChange: (dirty: boolean) => void) => ReactNode;
  /** The Templates tab's content (composed by the route: the checklist templates). */
  templates?: ReactNode;
}

export function SettingsTabs({ pipelineExtra, templates }: SettingsTabsProps) {
  const [tab, setTab] = useSettingsTab();
  const [dirty, setDirty] = useState(false);
  const [extraDirty, setExtraDirty] = useState(false);
  const blocker = useUnsavedChanges(dirty || extraDirty);
  return (
    <>
      <Tabs value={tab} onValueChange={setTab} className="max-w-3xl">
        <TabsList className="grid h-auto grid-cols-2 sm:inline-flex">
          {SETTINGS_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {settingsTabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileSettings onDirtyChange={setDirty} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityForm onDirtyChange={setDirty} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsSettings onDirtyChange={setDirty} />
        </TabsContent>
        <TabsContent value="pipeline">
          <div className="grid gap-6">
            <PipelineSettings onDirtyChange={setDirty} />
            {pipelineExtra?.(setExtraDirty)}
          </div>
        </TabsContent>
        <TabsContent value="templates">{templates}</TabsContent>
        <TabsContent value="appearance">
          <AppearanceForm />
        </TabsContent>
      </Tabs>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
