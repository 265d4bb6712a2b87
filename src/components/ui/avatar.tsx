import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// No Radix here: the header shows an avatar on every /app page, so it costs the shell.
// The fallback sits underneath and the photo covers it once loaded; a photo that fails to
// load is removed, so the fallback shows instead of a broken image.

export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/**
 * Photos are stored as URLs anyone with write access to a profile can set: only absolute
 * http(s), blob: and data:image URLs are shown; any other text (a relative path,
 * `javascript:`) gets the fallback, never a request or a CSP violation.
 */
const PHOTO_URL = /^(https?:\/\/|blob:|data:image\/)/i;

export function AvatarImage({ className, src, onError, alt = '', ...props }: ComponentProps<'img'>) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || !PHOTO_URL.test(src) || failedSrc === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      className={cn('absolute inset-0 z-10 aspect-square size-full object-cover', className)}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}
