import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { landingSections, paths } from '@/config/paths';

// Moving to a landing-page section from anywhere on the public site. On the landing
// page the section scrolls into view at once; from another page we navigate to / with
// the section in the router state, and the layout scrolls once the page has rendered.

export type LandingSection = keyof typeof landingSections;

/** The router state a section link leaves for the landing page. */
export interface SectionNavState {
  section?: string;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Lays out the blocks that otherwise render only near the viewport (`render-when-visible`):
 * a smooth scroll aims once, at where its target is when it starts, so the heights above
 * the target must be real rather than estimated.
 */
function renderDeferredBlocks() {
  for (const block of document.querySelectorAll<HTMLElement>('.render-when-visible')) {
    block.style.contentVisibility = 'visible';
  }
}

/**
 * Scrolls the element with this id into view (smoothly, unless the visitor asked for
 * reduced motion) and moves keyboard focus to it. Returns false when it is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  renderDeferredBlocks();
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (element.hasAttribute('tabindex')) element.focus({ preventScroll: true });
  return true;
}

/** Returns a function that brings a landing section into view, navigating to / first when needed. */
export function useSectionNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: LandingSection) => {
      const id = landingSections[section];
      if (pathname === paths.home && scrollToSection(id)) return;
      navigate(paths.home, { state: { section: id } satisfies SectionNavState });
    },
    [pathname, navigate],
  );
}

/** On the landing page, scrolls to the section the router state or the #hash asks for. */
export function useScrollToRequestedSection() {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname !== paths.home) return;
    const fromState = (location.state as SectionNavState | null)?.section;
    const fromHash = location.hash ? decodeURIComponent(location.hash.slice(1)) : undefined;
    const target = fromState ?? fromHash;
    // Every section is in the landing page's first render, so it is there to scroll to.
    if (target) scrollToSection(target);
    // Once per navigation: the key changes with every history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
