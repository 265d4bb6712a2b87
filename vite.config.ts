import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './scripts/security-headers.ts';

/** The local defaults in .env.example fill any VITE_ variable no .env file or shell sets. */
function applyLocalDefaults(mode: string) {
  const defaults = readFileSync(new URL('./.env.example', import.meta.url), 'utf8');
  const configured = loadEnv(mode, process.cwd(), 'VITE_');
  for (const line of defaults.split('\n')) {
    const match = /^(VITE_\w+)=(.*)$/.exec(line.trim());
    if (match && !configured[match[1]] && !process.env[match[1]]) process.env[match[1]] = match[2];
  }
}

/** Emits `_headers` (Netlify / Cloudflare Pages format) so the static host sends what `vite preview` sends. */
function staticHostHeaders(): Plugin {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      const lines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: ['/*', ...lines, ''].join('\n') });
    },
  };
}

export default defineConfig(({ mode }) => {
  applyLocalDefaults(mode);
  return {
    plugins: [react(), staticHostHeaders()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173 },
    preview: { port: 4173, headers: securityHeaders() },
    build: { sourcemap: false, target: 'es2022' },
  };
});
