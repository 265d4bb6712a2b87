import { GetStartedAndDemoButtons } from './call-to-action-buttons';
import { DashboardPreview } from './dashboard-preview';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(55%_60%_at_50%_0%,hsl(var(--primary)/0.13),transparent_75%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,hsl(var(--border)/0.55)_1px,transparent_1px),linear-gradient(to_bottom,hsl(var(--border)/0.55)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div className="container relative grid max-w-6xl items-center gap-14 pb-20 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden />
            Now in public beta
          </p>
          <h1 className="mt-6 text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Simple Tender Management for SMEs
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-pretty text-lg text-muted-foreground lg:mx-0">
            Record every tender, track each bid from review to won, and keep your team&apos;s tasks on a
            Kanban board. No spreadsheets, no training, no missed deadlines.
          </p>
          <GetStartedAndDemoButtons className="mt-8 lg:justify-start" />
          <p className="mt-5 text-sm text-muted-foreground">Plans from $29/month · Set up in minutes</p>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
