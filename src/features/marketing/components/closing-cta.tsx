import { GetStartedAndDemoButtons } from './call-to-action-buttons';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className="render-when-visible pb-20 [contain-intrinsic-size:auto_420px] sm:pb-28 lg:[contain-intrinsic-size:auto_350px]"
    >
      <div className="container max-w-6xl sm:px-6">
        <div className="relative overflow-hidden rounded-2xl border bg-card px-6 py-14 text-center shadow-sm sm:px-12 sm:py-20">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_90%_at_50%_100%,hsl(var(--primary)/0.14),transparent_70%)]"
          />
          <h2 id="cta-title" className="relative text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to win more tenders?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-pretty text-lg text-muted-foreground">
            Join the small businesses that run every bid in one place. Set up your first tender in minutes.
          </p>
          <GetStartedAndDemoButtons className="relative mt-8" />
        </div>
      </div>
    </section>
  );
}
