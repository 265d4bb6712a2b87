// The dev mailbox (`/__dev/mail`, every recovery link and code) is for the developer's own
// tools (tests, curl) and the app at the site URL only (pen test item 9): a page from any
// other origin gets no CORS grant (so a browser will not let it read or clear the mail),
// requests naming a foreign Origin or Host are refused, and requests without an Origin
// (Node, curl) work as before. The Supabase APIs keep their open CORS for supabase-js.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, uniqueEmail, type TestStack } from '../../src/testing';

const SITE = 'http://localhost:5173';
const EVIL = 'https://evil.example';

let stack: TestStack;
let to: string;

/** A raw request (node:http, so Host and Origin are sent exactly as given). */
function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, stack.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { method, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none', siteUrl: `${SITE}/` });
  to = uniqueEmail('mailbox');
  stack.mailbox.send({
    to,
    subject: 'Reset your password',
    link: 'http://x/verify?token=secret',
    otp: '123456',
  });
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /__dev/mail', () => {
  it('answers requests without an Origin (tests, curl) as before', async () => {
    const res = await call('GET', `/__dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual([expect.objectContaining({ to, otp: '123456' })]);
  });

  it('grants CORS to the site URL’s origin', async () => {
    const res = await call('GET', `/__dev/mail?to=${encodeURIComponent(to)}`, { Origin: SITE });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(JSON.parse(res.body)).toHaveLength(1);
  });

  it('gives another origin no CORS grant and no mail', async () => {
    for (const origin of [EVIL, 'http://localhost:3000', 'null']) {
      const res = await call('GET', '/__dev/mail', { Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(res.body).not.toContain('123456');
    }
  });

  it('refuses a foreign Host (a DNS-rebound page is same-origin and sends no Origin)', async () => {
    const res = await call('GET', '/__dev/mail', { Host: 'evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('123456');
    const local = await call('GET', '/__dev/mail', { Host: `localhost:${stack.port}` });
    expect(local.status).toBe(200);
  });
});

describe('DELETE /__dev/mail', () => {
  it('answers the preflight from another origin without a grant, and refuses the delete', async () => {
    const preflight = await call('OPTIONS', '/__dev/mail', {
      Origin: EVIL,
      'Access-Control-Request-Method': 'DELETE',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await call('DELETE', '/__dev/mail', { Origin: EVIL });
    expect(res.status).toBe(403);
    expect(stack.mailbox.list(to)).toHaveLength(1);
  });

  it('works from the site URL and without an Origin', async () => {
    const preflight = await call('OPTIONS', '/__dev/mail', {
      Origin: SITE,
      'Access-Control-Request-Method': 'DELETE',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect((await call('DELETE', '/__dev/mail', { Origin: SITE })).status).toBe(204);
    expect(stack.mailbox.list()).toHaveLength(0);
    expect((await call('DELETE', '/__dev/mail')).status).toBe(204);
  });
});

describe('the Supabase APIs', () => {
  it('keep answering CORS to any origin (supabase-js in the browser needs it)', async () => {
    const res = await call('GET', '/auth/v1/health', { Origin: EVIL });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(EVIL);
    const preflight = await call('OPTIONS', '/rest/v1/tenders', {
      Origin: EVIL,
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(EVIL);
  });
});
