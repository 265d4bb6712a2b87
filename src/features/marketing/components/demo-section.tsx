import { CalendarCheck, Clock, MessagesSquare } from 'lucide';
import { Icon } from '@/components/icon';
import { landingSections } from '@/config/paths';
import { LazyDemoForm } from './lazy-demo-form';

const promises = [
  { icon: Clock, text: 'A 30-minute walkthrough tailored to how your team bids' },
  { icon: MessagesSquare, text: 'Answers to your questions about setup, security and pricing' },
  { icon: CalendarCheck, text: 'A reply within one business day, at a time that suits you' },
];

export function DemoSection() {
  return (
    <section
      id={landingSections.demo}
      tabIndex={-1}
      aria-labelledby="demo-title"
      className="render-when-visible scroll-mt-16 py-20 outline-none [contain-intrinsic-size:auto_890px] sm:py-28 lg:[contain-intrinsic-size:auto_410px]"
    >
      <div className="container grid max-w-6xl gap-12 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <h2 id="demo-title" className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            Request a Demo
          </h2>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            See how TenderFlow fits your bidding process. Tell us a little about your business and we will
            show you around.
          </p>
          <ul className="mt-8 grid gap-4">
            {promises.map(({ icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
                  <Icon node={icon} className="size-4" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <LazyDemoForm />
        </div>
      </div>
    </section>
  );
}
