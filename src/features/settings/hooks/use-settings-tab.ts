import { useSearchParams } from 'react-router-dom';
import { settingsTab, type SettingsTab } from '../model';

/** The open tab lives in `?tab=`, so a reload or a shared link keeps it. */
export function useSettingsTab(): [SettingsTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = settingsTab(params.get('tab'));
  const setTab = (next: string) => setParams({ tab: settingsTab(next) }, { replace: true });
  return [tab, setTab];
}
