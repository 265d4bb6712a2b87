// The comment thread's parts that need no stack: '@' + name offers the workspace's members in
// an accessible list (arrow keys, Enter, aria-activedescendant, a live region), and a comment
// renders as plain text with its line breaks and its web addresses as links, never as HTML.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CommentText } from '@/features/comments/components/comment-text';
import { MentionTextarea } from '@/features/comments/components/mention-textarea';
import { mentionedMembers } from '@/features/comments/mentions';
import { notNotifiedMessage } from '@/features/comments/model';
import type { Member } from '@/lib/workspace';

const member = (userId: string, name: string, email: string): Member => ({
  userId,
  name,
  email,
  role: 'user',
  joinedAt: '2026-01-01T00:00:00Z',
  avatar: null,
});

const MEMBERS = [
  member('u1', 'Dana Demo', 'dana@example.test'),
  member('u2', 'Morgan Lee', 'morgan@example.test'),
  member('u3', 'Mona Park', 'mona@example.test'),
];

function Composer({ onMention = vi.fn() }: { onMention?: (member: Member) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="c">Add a comment</label>
      <MentionTextarea
        id="c"
        value={value}
        onValueChange={setValue}
        members={MEMBERS}
        onMention={onMention}
      />
    </>
  );
}

describe('the mention autocomplete', () => {
  it('offers the matching members, moves with the arrow keys and puts the name in with Enter', async () => {
    const user = userEvent.setup();
    const onMention = vi.fn();
    render(<Composer onMention={onMention} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Ask @mo');

    const list = screen.getByRole('listbox', { name: 'Members to mention' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mona Parkmona@example.test',
      'Morgan Leemorgan@example.test',
    ]);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 members found, use the arrow keys to choose');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(box).toHaveValue('Ask @Morgan Lee ');
    expect(onMention).toHaveBeenCalledExactlyOnceWith(MEMBERS[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('says when nobody matches, and Escape closes the list without a mention', async () => {
    const user = userEvent.setup();
    const onMention = vi.fn();
    render(<Composer onMention={onMention} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, '@zed');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No member found');

    await user.clear(box);
    await user.type(box, '@da');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@da\n');
    expect(onMention).not.toHaveBeenCalled();
  });

  it('in a dialog, Escape closes the list and leaves the dialog open; a second Escape closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Edit task</DialogTitle>
          <DialogDescription>A task.</DialogDescription>
          <Composer />
        </DialogContent>
      </Dialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '@mo');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not open inside a word such as an email address', async () => {
    const user = userEvent.setup();
    render(<Composer />);
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'mail dana@mo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps only the chosen members still named in the text, each once', () => {
    expect(
      mentionedMembers('@Dana Demo and @Dana Demo, not Morgan', [MEMBERS[0]!, MEMBERS[1]!, MEMBERS[0]!]),
    ).toEqual([MEMBERS[0]]);
  });

  it('names who will not be notified', () => {
    expect(notNotifiedMessage([])).toBeNull();
    expect(notNotifiedMessage(['Cleo'])).toBe('Cleo will not be notified: they cannot see this tender.');
    expect(notNotifiedMessage(['Cleo', 'Max', 'Ann'])).toBe(
      'Cleo, Max and Ann will not be notified: they cannot see this tender.',
    );
  });
});

describe('a comment’s text', () => {
  it('keeps its line breaks and links its web addresses, opening them in a new tab', () => {
    const { container } = render(
      <CommentText text={'Spec at https://example.com/spec?v=2.\nAlso www.tenders.example.org'} />,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Spec at https://example.com/spec?v=2.\nAlso www.tenders.example.org');
    expect(paragraph).toHaveClass('whitespace-pre-wrap');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/spec?v=2',
      'https://www.tenders.example.org',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows markup as the text it is, and never links a script address', () => {
    const { container } = render(
      <CommentText
        text={'<b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) ftp://files.example.com'}
      />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.textContent).toBe(
      '<b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) ftp://files.example.com',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
