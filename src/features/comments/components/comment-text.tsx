import { cn } from '@/lib/utils';
import { linkParts } from '../links';

/**
 * A comment as its author typed it: plain text with its line breaks, web addresses as links
 * (opening in a new tab). Text nodes and <a> elements only, never HTML.
 */
export function CommentText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-wrap break-words text-sm', className)}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
