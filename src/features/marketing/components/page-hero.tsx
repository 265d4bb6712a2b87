import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The heading band at the top of every static page. */
export function PageHero({ eyebrow, title, description, children, className }: PageHeroProps) {
  return (
    <section className={clsx('relative overflow-hidden border-b', className)}>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,hsl(var(--primary)/0.10),transparent_70%)]"
      />
      <div className="container relative max-w-3xl py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description ? (
          <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">{description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

/** A titled section of a static page. */
export function SectionHeading({
  id,
  title,
  description,
  className,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}
