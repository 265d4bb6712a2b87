import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarImage } from '@/components/ui/avatar';

const photo = (src: string) =>
  render(
    <Avatar>
      <AvatarImage src={src} alt="Photo" />
    </Avatar>,
  ).container.querySelector('img');

describe('AvatarImage', () => {
  it('shows a photo from an absolute http(s), blob: or data:image URL', () => {
    for (const src of [
      'https://cdn.example.com/a.png',
      'http://127.0.0.1:54321/a.png',
      'blob:x',
      'data:image/png;base64,AA==',
    ]) {
      expect(photo(src)?.getAttribute('src')).toBe(src);
    }
  });

  it('never turns other stored text into an image request', () => {
    for (const src of [
      'javascript:alert(1)',
      'x',
      '/avatar.png',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(photo(src)).toBeNull();
    }
  });
});
