import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// security-tests.md E3 and E4: what the static host serves.

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
    expect(csp).toContain(`connect-src 'self' ${process.env.E2E_SUPABASE_URL}`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});
