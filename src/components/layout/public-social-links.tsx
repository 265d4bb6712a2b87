import type { ReactNode } from 'react';
import { clsx } from 'clsx';

// Brand glyphs drawn in the lucide style (24×24, 2 px stroke), since lucide ships no brand icons.
const icon = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-[18px]"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable="false"
  >
    {children}
  </svg>
);

const networks = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/tenderflow',
    glyph: icon(
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect width="4" height="12" x="2" y="9" />
        <circle cx="4" cy="4" r="2" />
      </>,
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/tenderflow',
    glyph: icon(
      <>
        <path d="M4 4l11.733 16h4.267l-11.733 -16z" />
        <path d="M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772" />
      </>,
    ),
  },
  {
    name: 'GitHub',
    href: 'https://github.com/tenderflow',
    glyph: icon(
      <>
        <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.403 5.403 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
        <path d="M9 18c-4.51 2-5-2-7-2" />
      </>,
    ),
  },
] as const;

/** Links to TenderFlow on three social networks; each opens in a new tab, safely. */
export function PublicSocialLinks({ className }: { className?: string }) {
  return (
    <ul className={clsx('flex items-center gap-1', className)}>
      {networks.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`TenderFlow on ${network.name} (opens in a new tab)`}
            className="grid size-9 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            {network.glyph}
          </a>
        </li>
      ))}
    </ul>
  );
}
