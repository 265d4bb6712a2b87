import type { LoaderFunctionArgs } from 'react-router-dom';
import { myWorkQueries } from '@/features/my-work/api/queries';
import { localDateString } from '@/lib/dates';
import { prefetchScreen } from '../prefetch';

export const prefetch = (args: LoaderFunctionArgs) =>
  prefetchScreen(() => [myWorkQueries.list(localDateString())], args);
