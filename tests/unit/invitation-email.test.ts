import { describe, expect, it } from 'vitest';
import { invitationSentence } from '../../supabase/functions/_shared/invitation';
import { renderReminderEmail } from '../../supabase/functions/_shared/reminder-email';
import type { ReminderMessage } from '../../supabase/functions/_shared/reminders';

const message: ReminderMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'invitation',
  to: 'sam@example.com',
  name: 'Sam',
  time_zone: 'UTC',
  local_day: '2026-11-29',
  unsubscribe_token: null,
  unsubscribe: [],
  workspaces: [{ id: 'w', name: 'Ridgeline Civils', tenders: [], documents: [] }],
  invitation: {
    token: 'abc_DEF-123',
    inviter_name: 'Rob Carter',
    workspace_name: 'Ridgeline <Civils>',
    role: 'manager',
    expires_at: '2026-12-06T10:00:00+00:00',
  },
};

describe('the invitation email', () => {
  const email = renderReminderEmail(message, 'https://app.example.com/', 'https://api.example.com');

  it('names the inviter, the workspace and the role, and carries the link with the token', () => {
    expect(email.subject).toBe(
      'Rob Carter invites you to join Ridgeline <Civils> as a Manager on TenderFlow',
    );
    expect(email.text).toContain('Rob Carter invites you to join Ridgeline <Civils> as a Manager.');
    expect(email.text).toContain(
      'Accept the invitation: https://app.example.com/invite/abc_DEF-123?email=sam%40example.com',
    );
    expect(email.html).toContain('href="https://app.example.com/invite/abc_DEF-123?email=sam%40example.com"');
    expect(email.html).toContain('Ridgeline &lt;Civils&gt;');
    expect(email.html).not.toContain('<Civils>');
  });

  it('has no unsubscribe link or header: nothing turns invitations off', () => {
    expect(email.headers).toEqual({});
    expect(`${email.text}${email.html}`).not.toMatch(/unsubscribe/i);
  });

  it('gives each role its article, and says "A colleague" without a name', () => {
    expect(invitationSentence('', 'Ridgeline Civils', 'admin')).toBe(
      'A colleague invites you to join Ridgeline Civils as an Administrator',
    );
    expect(invitationSentence('Rob Carter', 'Ridgeline Civils', 'user')).toBe(
      'Rob Carter invites you to join Ridgeline Civils as a User',
    );
  });
});
