import { ArrowRight } from 'lucide';
import { Icon } from '@/components/icon';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { positions } from '../careers';
import { PageHero } from './page-hero';
import { PositionMeta } from './position-meta';

export function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help small businesses win more work"
        description="We are a small, remote-friendly team building software our customers rely on every day. Come build it with us."
      />
      <section aria-labelledby="positions-title" className="container max-w-4xl py-16 sm:px-6 sm:py-20">
        <h2 id="positions-title" className="text-2xl font-bold tracking-tight">
          Open positions
        </h2>
        <ul className="mt-8 grid gap-4">
          {positions.map((position) => (
            <li key={position.slug}>
              <Link
                to={paths.career(position.slug)}
                className="group flex flex-col gap-4 rounded-xl border bg-card p-6 transition-colors hover:border-primary/50 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h3 className="text-lg font-semibold group-hover:text-primary">{position.title}</h3>
                  <PositionMeta position={position} className="mt-2" />
                </div>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                  View role
                  <Icon
                    node={ArrowRight}
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-xl border bg-muted/40 p-8 text-center">
          <h2 className="text-xl font-semibold">Don&apos;t see the right role?</h2>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">
            We are always glad to hear from talented people. Tell us how you could help.
          </p>
          <Button asChild className="mt-6" variant="outline">
            <Link to={paths.contact}>Contact Us</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
