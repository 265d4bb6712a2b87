import { BellRing, ChartColumn, FileText, Sparkles, SquareKanban, Users, type IconNode } from 'lucide';
import { Icon } from '@/components/icon';
import { landingSections } from '@/config/paths';
import { benefits, type BenefitIcon } from '../model';
import { SectionHeading } from './page-hero';

const icons: Record<BenefitIcon, IconNode> = {
  file: FileText,
  kanban: SquareKanban,
  sparkles: Sparkles,
  users: Users,
  chart: ChartColumn,
  bell: BellRing,
};

export function KeyBenefits() {
  return (
    <section
      id={landingSections.features}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="render-when-visible scroll-mt-16 py-20 outline-none [contain-intrinsic-size:auto_1530px] sm:py-28 lg:[contain-intrinsic-size:auto_610px]"
    >
      <div className="container max-w-6xl sm:px-6">
        <SectionHeading
          id="features-title"
          title="Key Benefits"
          description="Everything a small team needs to bid with confidence, and nothing it doesn't."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="group rounded-xl border bg-card p-6 transition-colors hover:border-primary/40"
            >
              <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary ring-1 ring-inset ring-primary/20">
                <Icon node={icons[benefit.icon]} className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
