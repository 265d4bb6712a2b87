import type { MouseEvent, ReactNode } from 'react';
import { landingSections, paths } from '@/config/paths';
import { useSectionNav, type LandingSection } from './public-section-nav';

interface SectionLinkProps {
  section: LandingSection;
  className?: string;
  children: ReactNode;
  /** Called after the section was chosen (e.g. to close the mobile menu). */
  onNavigate?: () => void;
}

/**
 * A real link to `/#section` (it works when opened in a new tab) that scrolls smoothly
 * on a plain click instead of jumping.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const goToSection = useSectionNav();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goToSection(section);
    onNavigate?.();
  };
  return (
    <a href={`${paths.home}#${landingSections[section]}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
