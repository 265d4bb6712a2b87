import { describe, expect, it } from 'vitest';
import { avatarInitial, isActive, navGroups, shellIdentity } from '@/components/layout/app-nav';

describe('navGroups', () => {
  it('lists the three groups with the spec paths and descriptions', () => {
    const summary = navGroups.map((group) => [
      group.label,
      group.items.map((item) => [item.name, item.path, item.description]),
    ]);
    expect(summary).toEqual([
      [
        'Main',
        [
          ['My work', '/app/my-work', 'Your tasks and deadlines'],
          ['Dashboard', '/app/dashboard', 'Overview and key metrics'],
          ['Activity', '/app/activity', 'Who changed what, and when'],
        ],
      ],
      [
        'Tenders',
        [
          ['All Tenders', '/app/tenders', 'Manage tender submissions'],
          ['Bid bonds', '/app/bid-bonds', 'Guarantees out and their expiry'],
          ['Company documents', '/app/company-documents', 'Certificates and their expiry'],
          ['Answer library', '/app/library', 'Answers written once, found in a second'],
          ['Reports', '/app/reports', 'Analytics and insights'],
        ],
      ],
      [
        'System',
        [
          ['Users', '/app/users', 'Team and user management'],
          ['Help & Support', '/app/help', 'Get help and documentation'],
          ['Settings', '/app/settings', 'App configuration'],
        ],
      ],
    ]);
    expect(navGroups.flatMap((group) => group.items).filter((item) => item.showsTenderCount)).toHaveLength(1);
  });
});

describe('isActive', () => {
  it('matches the item path and everything under it', () => {
    expect(isActive('/app/tenders', '/app/tenders')).toBe(true);
    expect(isActive('/app/tenders/new', '/app/tenders')).toBe(true);
    expect(isActive('/app/tenders/edit/42', '/app/tenders')).toBe(true);
    expect(isActive('/app/tenders/', '/app/tenders')).toBe(true);
  });

  it('does not match a sibling that merely shares letters', () => {
    expect(isActive('/app/tenders-archive', '/app/tenders')).toBe(false);
    expect(isActive('/app/reports', '/app/tenders')).toBe(false);
    expect(isActive('/app/dashboard', '/app/users')).toBe(false);
  });

  it('treats /app as the dashboard', () => {
    expect(isActive('/app', '/app/dashboard')).toBe(true);
    expect(isActive('/app/', '/app/dashboard')).toBe(true);
    expect(isActive('/app', '/app/tenders')).toBe(false);
  });
});

describe('avatarInitial', () => {
  it("is the name's first letter upper-cased, else U", () => {
    expect(avatarInitial('ada Lovelace')).toBe('A');
    expect(avatarInitial('  émile')).toBe('É');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial('   ')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
    expect(avatarInitial('😀 Smile')).toBe('😀');
  });
});

describe('shellIdentity', () => {
  const user = { email: 'auth@example.com', user_metadata: { full_name: 'Meta Name' } };

  it('prefers the profile', () => {
    expect(shellIdentity({ name: 'Ada', email: 'ada@example.com', avatar: 'https://x/a.png' }, user)).toEqual(
      {
        name: 'Ada',
        email: 'ada@example.com',
        avatarUrl: 'https://x/a.png',
        initial: 'A',
      },
    );
  });

  it('falls back to the auth user, then to User / user@example.com / U', () => {
    expect(shellIdentity(null, user)).toMatchObject({
      name: 'Meta Name',
      email: 'auth@example.com',
      initial: 'M',
    });
    expect(shellIdentity({ name: '', email: null, avatar: '' }, null)).toEqual({
      name: 'User',
      email: 'user@example.com',
      avatarUrl: undefined,
      initial: 'U',
    });
  });
});
