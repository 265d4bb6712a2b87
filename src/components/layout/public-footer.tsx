import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { PublicBrand } from './public-brand';
import { SectionLink } from './public-section-link';
import { PublicSocialLinks } from './public-social-links';

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4';

const columns: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Careers', to: paths.careers },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms of Service', to: paths.termsOfService },
      { label: 'Cookie Policy', to: paths.cookiePolicy },
      { label: 'GDPR', to: paths.gdpr },
    ],
  },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </nav>
  );
}

export function PublicFooter() {
  // The prerendered page carries the build's year; the browser's clock takes over once hydrated.
  const year = useHydrated() ? new Date().getFullYear() : Number(import.meta.env.BUILD_YEAR);
  return (
    <footer className="render-when-visible border-t bg-muted/40 [contain-intrinsic-size:auto_890px] lg:[contain-intrinsic-size:auto_350px]">
      <div className="container grid max-w-6xl gap-10 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1fr] lg:gap-8">
        <div className="flex flex-col items-start gap-4">
          <PublicBrand badge={false} />
          <p className="max-w-xs text-sm text-muted-foreground">Simple tender management for SMEs.</p>
          <PublicSocialLinks className="-ml-2" />
        </div>
        <FooterColumn title="Product">
          <li>
            <SectionLink section="features" className={linkClass}>
              Features
            </SectionLink>
          </li>
          <li>
            <SectionLink section="pricing" className={linkClass}>
              Pricing
            </SectionLink>
          </li>
          <li>
            <SectionLink section="demo" className={linkClass}>
              Request Demo
            </SectionLink>
          </li>
          <li>
            <Link to={paths.faq} className={linkClass}>
              FAQ
            </Link>
          </li>
        </FooterColumn>
        {columns.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
        ))}
      </div>
      <div className="border-t">
        <p className="container max-w-6xl py-6 text-sm text-muted-foreground sm:px-6">
          © {year} TenderFlow. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
