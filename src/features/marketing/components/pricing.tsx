import { clsx } from 'clsx';
import { Check } from 'lucide';
import { Icon } from '@/components/icon';
import { Link } from 'react-router-dom';
import { SectionLink } from '@/components/layout/public-section-link';
import { badgeVariants } from '@/components/ui/badge-variants';
import { buttonVariants } from '@/components/ui/button-variants';
import { landingSections, paths } from '@/config/paths';
import { formatPrice, PLAN_PERIOD, plans, type Plan } from '../model';
import { SectionHeading } from './page-hero';

function PlanCard({ plan }: { plan: Plan }) {
  const button = buttonVariants({ variant: plan.popular ? 'default' : 'outline', className: 'w-full' });
  return (
    <li
      className={clsx(
        'relative flex flex-col rounded-xl border bg-card p-6 sm:p-8',
        plan.popular && 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        {plan.popular ? <span className={badgeVariants()}>Most Popular</span> : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(plan.price)}</span>
        <span className="text-sm text-muted-foreground">{PLAN_PERIOD}</span>
      </p>
      <ul className="mt-6 grid gap-3 text-sm" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-1 items-end">
        {plan.cta.target === 'demo' ? (
          <SectionLink section="demo" className={button}>
            {plan.cta.label}
          </SectionLink>
        ) : (
          <Link to={paths.signUp} className={button}>
            {plan.cta.label}
          </Link>
        )}
      </div>
    </li>
  );
}

export function Pricing() {
  return (
    <section
      id={landingSections.pricing}
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="render-when-visible scroll-mt-16 border-y bg-muted/40 py-20 outline-none [contain-intrinsic-size:auto_1420px] sm:py-28 lg:[contain-intrinsic-size:auto_580px]"
    >
      <div className="container max-w-6xl sm:px-6">
        <SectionHeading
          id="pricing-title"
          title="Simple Pricing"
          description="One flat monthly price per team. No setup fees, cancel any time."
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
