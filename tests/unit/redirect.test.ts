import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirect, signInRedirectUrl } from '@/lib/redirect';

describe('safeRedirect', () => {
  it('follows same-origin paths inside /app, keeping query and hash', () => {
    expect(safeRedirect('/app/reports')).toBe('/app/reports');
    expect(safeRedirect('/app')).toBe('/app');
    expect(safeRedirect('/app/tenders?q=road&status=won#top')).toBe('/app/tenders?q=road&status=won#top');
    expect(safeRedirect('/app/tenders/8f1c')).toBe('/app/tenders/8f1c');
  });

  it('follows an invitation link, and nothing else outside /app', () => {
    expect(safeRedirect('/invite/Abc_12-xyz')).toBe('/invite/Abc_12-xyz');
    expect(safeRedirect('/invite/')).toBe('/app/dashboard');
    expect(safeRedirect('/invite/a/b')).toBe('/app/dashboard');
    expect(safeRedirect('/invite/../sign-in')).toBe('/app/dashboard');
    expect(safeRedirect('//evil.com/invite/abc')).toBe('/app/dashboard');
  });

  it.each([
    ['//evil.com', 'protocol-relative URL'],
    ['//evil.com/app', 'protocol-relative URL with an /app path'],
    ['/\\evil.com', 'backslash that browsers read as a slash'],
    ['\\\\evil.com', 'double backslash'],
    ['/app\\..\\..\\evil', 'backslashes inside the path'],
    ['javascript:alert(1)', 'script URL'],
    ['JavaScript:alert(1)//app', 'script URL in mixed case'],
    ['https://evil.com/app/reports', 'absolute URL'],
    ['http:/app', 'scheme with one slash'],
    ['app/reports', 'relative path'],
    ['/sign-in', 'path outside /app'],
    ['/', 'the home page'],
    ['/application', 'a path that merely starts with the letters'],
    ['/app/../sign-in', 'dot segments climbing out of /app'],
    ['/app/%2e%2e/evil', 'encoded dot segments'],
    ['/\tapp', 'control characters'],
    ['/app\n//evil.com', 'newline'],
    ['', 'empty string'],
  ])('rejects %s (%s)', (target) => {
    expect(safeRedirect(target)).toBe('/app/dashboard');
  });

  it('rejects non-strings and honours a custom fallback', () => {
    expect(safeRedirect(undefined)).toBe('/app/dashboard');
    expect(safeRedirect(null)).toBe('/app/dashboard');
    expect(safeRedirect({ pathname: '/app' })).toBe('/app/dashboard');
    expect(safeRedirect('//evil.com', '/app')).toBe('/app');
  });
});

describe('signInRedirectUrl', () => {
  it('carries the requested /app path, encoded', () => {
    expect(signInRedirectUrl('/app/reports')).toBe('/sign-in?redirect=%2Fapp%2Freports');
    expect(signInRedirectUrl('/app/tenders?q=a b')).toBe('/sign-in?redirect=%2Fapp%2Ftenders%3Fq%3Da%2520b');
  });

  it('drops a path it would not follow', () => {
    expect(signInRedirectUrl('//evil.com')).toBe('/sign-in');
  });
});

describe('redirectTarget', () => {
  it('reads ?redirect=, then router state, and makes either safe', () => {
    expect(redirectTarget('?redirect=%2Fapp%2Freports')).toBe('/app/reports');
    expect(redirectTarget('', { from: '/app/settings' })).toBe('/app/settings');
    expect(redirectTarget('?redirect=%2F%2Fevil.com', { from: '/app/settings' })).toBe('/app/dashboard');
    expect(redirectTarget('?redirect=javascript%3Aalert(1)')).toBe('/app/dashboard');
    expect(redirectTarget('')).toBe('/app/dashboard');
  });
});
