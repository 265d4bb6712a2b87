import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon drawn from its data alone (`import { Menu } from 'lucide'`): the same
 * glyphs as lucide-react without its runtime, which matters on the public site's first
 * download. Decorative: hidden from assistive technology, sized by `className`.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
