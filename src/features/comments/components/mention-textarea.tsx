import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { Member } from '@/lib/workspace';
import { insertMention, matchMembers, mentionAt, type MentionQuery } from '../mentions';

interface MentionTextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Whom '@' offers: the tender's workspace's members. */
  members: readonly Member[];
  /** A member picked from the list (their '@Name' is now in the text). */
  onMention: (member: Member) => void;
}

const resultsText = (count: number) =>
  count === 0
    ? 'No member found'
    : `${count} ${count === 1 ? 'member' : 'members'} found, use the arrow keys to choose`;

/**
 * A text area where '@' + name offers the workspace's members: the list follows the typing,
 * arrow keys move through it (the text area keeps the focus and points at the option with
 * aria-activedescendant), Enter or Tab puts the name in, Escape closes it, and a live region
 * says how many members match.
 */
export function MentionTextarea({
  value,
  onValueChange,
  members,
  onMention,
  className,
  ...props
}: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // The caret after a picked mention, placed as soon as the new text is in the DOM: a frame
  // later, a key typed meanwhile would land at the end and the caret jump back over it.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ref.current) return;
    ref.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = mention ? matchMembers(members, mention.query) : [];
  const open = mention !== null && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Escape closes the list, not the dialog around it: a dialog listens in the capture phase on
  // the document, so the key is claimed (default prevented) on the window, before it.
  useEffect(() => {
    if (!open) return;
    const claim = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === ref.current) event.preventDefault();
    };
    window.addEventListener('keydown', claim, { capture: true });
    return () => window.removeEventListener('keydown', claim, { capture: true });
  }, [open]);

  const follow = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    if (next?.query !== mention?.query || next?.start !== mention?.start) setActive(0);
    setMention(next);
  };

  const pick = (member: Member) => {
    const element = ref.current;
    if (!element || !mention) return;
    const result = insertMention(value, mention, element.selectionStart, member.name);
    onValueChange(result.text);
    onMention(member);
    setMention(null);
    pendingCaret.current = result.caret;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]!);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setMention(null);
    }
  };

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(Math.min(active, options.length - 1)) : undefined}
        className={cn('min-h-20', className)}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => follow(value, event.currentTarget.selectionStart)}
        onBlur={() => setMention(null)}
        {...props}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute left-0 top-full z-50 mt-1 max-h-60 w-64 max-w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((member, index) => (
            <li
              key={member.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              // On press, not click: the text area keeps the focus (and the caret) while the pointer picks.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              <span className="font-medium">{member.name}</span>
              <span className="ml-2 text-xs text-muted-foreground">{member.email}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {mention ? resultsText(options.length) : ''}
      </p>
    </div>
  );
}
