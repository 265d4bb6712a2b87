// useDebouncedText, the text of the tender list's search box and value bounds: typing shows at
// once, the committed value follows once typing pauses, and a value changed elsewhere (Clear
// filters, back) replaces the text. No stack: the hook alone, on fake timers.
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedText } from '@/lib/use-debounced-text';

const DELAY = 250;

describe('useDebouncedText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the typing at once and commits the last text once typing pauses', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useDebouncedText('', onCommit, DELAY));
    act(() => result.current[1]('b'));
    act(() => result.current[1]('br'));
    expect(result.current[0]).toBe('br');
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('br');
  });

  it('commits the normalized text and keeps the typed one once the value has followed', () => {
    const onCommit = vi.fn();
    // The parent keeps the committed value (the URL): onCommit sets it.
    const { result } = renderHook(() => {
      const [value, setValue] = useState('');
      const commit = (text: string) => {
        onCommit(text);
        setValue(text);
      };
      return { value, box: useDebouncedText(value, commit, DELAY, (text) => text.trim()) };
    });
    act(() => result.current.box[1](' 100 '));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('100');
    expect(result.current.value).toBe('100');
    expect(result.current.box[0]).toBe(' 100 ');
  });

  it('follows the value when it changes elsewhere', () => {
    const onCommit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedText(value, onCommit, DELAY), {
      initialProps: { value: 'bridge' },
    });
    expect(result.current[0]).toBe('bridge');
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    rerender({ value: 'road' });
    expect(result.current[0]).toBe('road');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
