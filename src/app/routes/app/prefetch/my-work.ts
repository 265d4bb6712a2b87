import type { LoaderFunctionArgs } from 'react-router-dom';
import { myWorkQueries } from '@/features/my-work/api/queries';
import { localDateString } from '@/lib/dates';
import { prefetchScreen, type ScreenQueries } from '../prefetch';

export const queries: ScreenQueries = () => [myWorkQueries.list(localDateString())];

export const prefetch = (args: LoaderFunctionArgs) => prefetchScreen(queries, args);
