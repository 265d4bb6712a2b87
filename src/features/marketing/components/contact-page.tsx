import { Mail, MapPin, Phone, type IconNode } from 'lucide';
import { Icon } from '@/components/icon';
import type { ReactNode } from 'react';
import { contactDetails } from '../company';
import { ContactForm } from './contact-form';
import { PageHero } from './page-hero';

function ContactCard({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon node={icon} className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const link = 'font-medium text-foreground underline-offset-4 hover:underline';

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about TenderFlow, pricing or your account? We are happy to help."
      />
      <div className="container grid max-w-6xl gap-10 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.6fr] lg:gap-14">
        <ul className="grid content-start gap-4">
          <ContactCard icon={Phone} title="Phone">
            <a href={contactDetails.phoneHref} className={link}>
              {contactDetails.phone}
            </a>
            <p className="mt-1">{contactDetails.phoneHours}</p>
          </ContactCard>
          <ContactCard icon={Mail} title="Email">
            <a href={`mailto:${contactDetails.email}`} className={link}>
              {contactDetails.email}
            </a>
            <p className="mt-1">We reply within 24 hours.</p>
          </ContactCard>
          <ContactCard icon={MapPin} title="Office">
            <address className="not-italic">
              {contactDetails.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
        </ul>
        <section aria-labelledby="message-title" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="message-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">All fields are required.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
