import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender.ts';
import { staticHostPreview } from './scripts/preview-host.ts';

/** The local defaults in .env.example fill any VITE_ variable no .env file or shell sets. */
function applyLocalDefaults(mode: string) {
  const defaults = readFileSync(new URL('./.env.example', import.meta.url), 'utf8');
  const configured = loadEnv(mode, process.cwd(), 'VITE_');
  for (const line of defaults.split('\n')) {
    const match = /^(VITE_\w+)=(.*)$/.exec(line.trim());
    if (match && !configured[match[1]] && !process.env[match[1]]) process.env[match[1]] = match[2];
  }
}

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React Router's package exports point at its development build under every condition;
 * a production client bundle takes the production build (no dev warnings, fewer bytes).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: local('./node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: local('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, mode, isSsrBuild }) => {
  applyLocalDefaults(mode);
  const productionClient = command === 'build' && !isSsrBuild && process.env.NODE_ENV !== 'development';
  return {
    plugins: [react(), prerender(), staticHostPreview()],
    // The year prerendered pages show in their copyright line until the browser's clock takes over.
    define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
    resolve: {
      alias: [{ find: '@', replacement: local('./src') }, ...(productionClient ? reactRouterProduction : [])],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    // No preload lists in the bundle: they would put every lazy chunk's file name in the
    // landing page's entry, growing with the app. The HTML preloads what each page needs
    // (scripts/prerender.ts); a later navigation fetches a chunk's imports as it parses it.
    build: { sourcemap: false, target: 'es2022', modulePreload: false },
  };
});
