import { useSearchParams } from 'react-router-dom';
import { helpTab, type HelpTab } from '../model';

/** The open tab lives in `?tab=`, so a link can open Contact Support directly. */
export function useHelpTab(): [HelpTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = (next: string) => setParams({ tab: helpTab(next) }, { replace: true });
  return [helpTab(params.get('tab')), setTab];
}
