import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { envResult } from '@/config/env';
import { ConfigError } from '@/app/config-error';
import { App } from '@/app/app';
import './index.css';

const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>{envResult.ok ? <App /> : <ConfigError problems={envResult.problems} />}</StrictMode>,
);
