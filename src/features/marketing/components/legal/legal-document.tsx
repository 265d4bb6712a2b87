import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../company';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The shared frame of the legal pages: title, date of the last update, readable measure. */
export function LegalDocument({ title, intro, children }: LegalDocumentProps) {
  return (
    <article className="container max-w-3xl py-14 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Legal</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="mt-8 text-lg leading-relaxed text-muted-foreground">{intro}</div>
      <div className="mt-4 divide-y">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-8">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-4 grid gap-4 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** A mailto link showing the address. */
export function Mailbox({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
