import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunks } from './scripts/app-chunks.ts';
import { prerender } from './scripts/prerender.ts';
import { staticHostPreview } from './scripts/preview-host.ts';
import { SERVICE_WORKER, SPA_SHELL } from './scripts/static-host.ts';

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

/**
 * The signed-in app's HTML (the SPA shell the prerender step writes) links the web app
 * manifest; the public pages do not, so they load nothing more. Runs after the prerender
 * step and before the service worker is generated, which precaches the file as it ends.
 */
function appShellManifestLink(): Plugin {
  let outDir = 'dist';
  return {
    name: 'app-shell-manifest-link',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const shell = join(outDir, SPA_SHELL);
        const html = readFileSync(shell, 'utf8');
        const links =
          '<link rel="manifest" href="/manifest.webmanifest">' +
          '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">';
        if (!html.includes('rel="manifest"'))
          writeFileSync(shell, html.replace('</head>', `${links}</head>`));
      },
    },
  };
}

/**
 * The service worker (docs/architecture.md, "Installable app and service worker"): it
 * precaches the build's scripts and styles, the SPA shell, boot.js, the manifest and the
 * icons, and answers navigations under /app with the precached shell. It controls /app
 * only (the public pages never go through it) and caches nothing at run time: no API
 * response ever lands in its caches. A new version waits until the app's "Reload to
 * update" (src/components/app-update-prompt.tsx) or until every tab of the old one closes.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // src/lib/service-worker.ts registers it, from the signed-in app only.
    injectRegister: false,
    // public/manifest.webmanifest, linked from the SPA shell only (appShellManifestLink).
    manifest: false,
    filename: SERVICE_WORKER.slice(1),
    scope: '/app',
    // After the prerender step has written spa.html (and appShellManifestLink has edited it).
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: [
        'assets/**/*.{js,css}',
        SPA_SHELL.slice(1),
        'boot.js',
        'manifest.webmanifest',
        'icons/*.png',
      ],
      // Every file under assets/ has a content hash in its name: no revision needed, so
      // precaching can take what the page already has in its HTTP cache.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: SPA_SHELL,
      navigateFallbackAllowlist: [/^\/app(?:\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      // One file: no workbox-<hash>.js beside it for the host to cache.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });

export default defineConfig(({ command, mode, isSsrBuild }) => {
  applyLocalDefaults(mode);
  // With the API on the app's origin, Realtime's WebSocket still goes to the project
  // (src/config/env.ts): the static hosts forward requests, not WebSockets.
  if (process.env.VITE_SUPABASE_URL === '/' && process.env.SUPABASE_PROJECT_URL)
    process.env.VITE_SUPABASE_PROJECT_URL = process.env.SUPABASE_PROJECT_URL;
  const chunks = appChunks();
  const productionClient = command === 'build' && !isSsrBuild && process.env.NODE_ENV !== 'development';
  return {
    plugins: [
      chunks.plugin,
      react(),
      prerender(),
      appShellManifestLink(),
      serviceWorker(),
      staticHostPreview(),
    ],
    // The year prerendered pages show in their copyright line until the browser's clock takes over.
    define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
    resolve: {
      alias: [
        { find: '@', replacement: local('./src') },
        // What the app and the Edge Functions say alike (docs/architecture.md, "Words defined once").
        { find: '@shared', replacement: local('./supabase/functions/_shared') },
        ...(productionClient ? reactRouterProduction : []),
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    // No preload lists in the bundle: they would put every lazy chunk's file name in the
    // landing page's entry, growing with the app. The HTML preloads what each page needs
    // (scripts/prerender.ts); a later navigation fetches a chunk's imports as it parses it.
    build: {
      sourcemap: false,
      target: 'es2022',
      modulePreload: false,
      // The signed-in app's few large chunks (scripts/app-chunks.ts). A group takes only the
      // modules it names, not what they import: React and the public pages' components stay
      // where the public pages load them.
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } } },
    },
  };
});
