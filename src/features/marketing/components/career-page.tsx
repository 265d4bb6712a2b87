import { ArrowLeft, Check, Mail } from 'lucide';
import { Icon } from '@/components/icon';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { applyMailto, positionBenefits, type Position } from '../careers';
import { mailboxes } from '../company';
import { PositionMeta } from './position-meta';

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-muted-foreground">
            <Icon node={Check} className="mt-1 size-4 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CareerPage({ position }: { position: Position }) {
  return (
    <article className="container max-w-3xl py-12 sm:px-6 sm:py-16">
      <Link
        to={paths.careers}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon node={ArrowLeft} className="size-4" />
        All positions
      </Link>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-primary">
        {position.department}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{position.title}</h1>
      <PositionMeta position={position} className="mt-4" />
      <section className="mt-10">
        <h2 className="text-xl font-semibold">About the role</h2>
        <p className="mt-4 leading-relaxed text-muted-foreground">{position.description}</p>
      </section>
      <List title="What you will do" items={position.responsibilities} />
      <List title="What we are looking for" items={position.requirements} />
      <List title="Benefits" items={positionBenefits} />
      <section className="mt-12 rounded-xl border bg-card p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Apply</h2>
        <p className="mt-2 text-muted-foreground">
          Send your CV and a few lines about why this role interests you to{' '}
          <span className="font-medium text-foreground">{mailboxes.careers}</span>. We answer every
          application.
        </p>
        <Button asChild className="mt-6">
          <a href={applyMailto(position.title)}>
            <Icon node={Mail} />
            Apply by email
          </a>
        </Button>
      </section>
    </article>
  );
}
