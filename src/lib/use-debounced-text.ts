import { useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A text box's text for a committed `value` (the URL's, say): typing shows at once and
 * `onCommit` gets `normalize(text)` once typing pauses for `delay` ms. When `value` changes
 * elsewhere (a 'Clear filters', back navigation, a link), the text follows it.
 */
export function useDebouncedText(
  value: string,
  onCommit: (text: string) => void,
  delay: number,
  normalize: (text: string) => string = (text) => text,
) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    setCommitted(next);
    onCommit(next);
  }, delay);
  const changeText = (next: string) => {
    setText(next);
    commit(normalize(next));
  };
  return [text, changeText] as const;
}
