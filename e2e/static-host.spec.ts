import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// docs/security-checks.md E3 and E4: what the static host serves.

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test('the build holds no service-role key, no JWT secret and no source maps', async () => {
  const files = await filesUnder(process.env.E2E_DIST_DIR!);
  expect(files.some((file) => file.endsWith('.map'))).toBe(false);
  for (const file of files.filter((name) => /\.(js|html|css|json)$/.test(name))) {
    const text = await readFile(file, 'utf8');
    expect(text, file).not.toContain('service_role');
    expect(text, file).not.toContain('super-secret-jwt-token');
  }
});

test('every page is served with the security headers', async ({ request }) => {
  for (const path of ['/', '/app/dashboard', '/sign-in']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // The API is on the site's own origin: nothing else may be reached but the project's
    // Realtime WebSocket (hosts forward no WebSockets), and one inline script runs.
    expect(csp).toContain(`connect-src 'self' ws://${new URL(process.env.E2E_SUPABASE_URL!).host};`);
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});

test('the preview serves the headers the build wrote, whatever its own environment', async ({ request }) => {
  const built = await readFile(join(process.env.E2E_DIST_DIR!, '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.+)/.exec(built)?.[1];
  const response = await request.get('/about');
  expect(response.headers()['content-security-policy']).toBe(csp);
});

test('hashed assets are cached for a year; pages revalidate', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<meta name="app-modules" content="([^" ]+)/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await request.get(entry!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/faq', '/sign-in', '/app/tenders']) {
    const page = await request.get(path);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
  }
});

test("every built page runs only our own files, and the SPA shell its early requests by the CSP's hash", async ({
  request,
}) => {
  const csp = (await request.get('/app/dashboard')).headers()['content-security-policy']!;
  const pages = (await filesUnder(process.env.E2E_DIST_DIR!)).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(17);
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    for (const [element, tag, content] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
      if (/\bsrc="\/[^"]+"/.test(tag!) || tag!.includes('type="application/json"')) continue;
      expect(file.endsWith('spa.html'), `${file}: ${element.slice(0, 80)}`).toBe(true);
      expect(csp).toContain(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
    }
  }
});

test("the host forwards the API's paths to the project, as the build's host files say", async ({
  request,
}) => {
  const project = process.env.E2E_SUPABASE_URL!;
  const health = await request.get('/auth/v1/health');
  expect(health.status()).toBe(200);
  const dir = process.env.E2E_DIST_DIR!;
  const redirects = await readFile(join(dir, '_redirects'), 'utf8');
  const vercel = JSON.parse(await readFile(join(dir, 'vercel.json'), 'utf8')) as {
    rewrites: { source: string; destination: string }[];
  };
  const routes = JSON.parse(await readFile(join(dir, '_routes.json'), 'utf8')) as { include: string[] };
  const worker = await readFile(join(dir, '_worker.js'), 'utf8');
  for (const path of ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1']) {
    expect(redirects).toContain(`${path}/*  ${project}${path}/:splat  200`);
    expect(vercel.rewrites).toContainEqual({
      source: `${path}/:path*`,
      destination: `${project}${path}/:path*`,
    });
    expect(routes.include).toContain(`${path}/*`);
    expect(worker).toContain(`"${path}/":"${project}${path}/"`);
  }
});

test('old paths redirect permanently; unknown ones get the not-found page with status 404', async ({
  request,
}) => {
  const alias = await request.get('/signin', { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe('/sign-in');
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Oops! Page not found');
});

test('sitemap.xml and robots.txt come from the same list of public pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(locations).toEqual([
    '/',
    '/about',
    '/contact',
    '/careers',
    '/careers/senior-frontend-developer',
    '/careers/customer-success-manager',
    '/careers/product-manager',
    '/careers/uiux-designer',
    '/faq',
    '/request-demo',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/gdpr',
  ]);
  for (const path of locations) expect((await request.get(path)).status(), path).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /app\n');
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});
