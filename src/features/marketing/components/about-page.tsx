import { Compass, Eye, HandHeart, Lightbulb, Sparkles, Target } from 'lucide';
import { Icon } from '@/components/icon';
import { GetStartedButton } from './call-to-action-buttons';
import { PageHero, SectionHeading } from './page-hero';

const values = [
  {
    icon: Sparkles,
    title: 'Simplicity',
    text: 'If a feature needs a manual, we have not finished designing it.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Clear pricing, honest roadmaps and plain answers to hard questions.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'We rethink old procurement habits instead of digitising them.',
  },
  {
    icon: HandHeart,
    title: 'Inclusivity',
    text: 'Software every team can use, whatever its size, budget or ability.',
  },
];

const team = [
  { name: 'Amara Okafor', role: 'Co-founder & CEO' },
  { name: 'Daniel Weiss', role: 'Co-founder & CTO' },
  { name: 'Sofia Marin', role: 'Head of Product' },
  { name: 'James Chen', role: 'Head of Customer Success' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function Pillar({ icon, title, children }: { icon: typeof Target; title: string; children: string }) {
  return (
    <div className="rounded-xl border bg-card p-6 sm:p-8">
      <Icon node={icon} className="size-6 text-primary" />
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">{children}</p>
    </div>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="We make bidding simple for small businesses"
        description="TenderFlow helps small and medium businesses find their way through tenders with less admin and more confidence."
      />
      <div className="container grid max-w-6xl gap-6 py-16 sm:px-6 sm:py-20 lg:grid-cols-3">
        <Pillar icon={Target} title="Our Mission">
          To give every small business the same bid discipline as a large enterprise, without the cost or the
          complexity. Winning public and private contracts should depend on the quality of your offer, not the
          size of your back office.
        </Pillar>
        <Pillar icon={Compass} title="Our Story">
          TenderFlow was founded in 2023 by a team who had spent years preparing bids in spreadsheets and
          shared inboxes. After one too many missed deadlines, we built the tool we wished we had, and opened
          it to other SMEs in the same position.
        </Pillar>
        <Pillar icon={Eye} title="Our Vision">
          A world where any capable business can compete for tenders on equal terms: organised, on time and
          informed by its own data about what it wins and why.
        </Pillar>
      </div>
      <section aria-labelledby="values-title" className="border-y bg-muted/40 py-16 sm:py-20">
        <div className="container max-w-6xl sm:px-6">
          <SectionHeading id="values-title" title="Our Values" />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6">
                <Icon node={icon} className="size-5 text-primary" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="team-title" className="py-16 sm:py-20">
        <div className="container max-w-6xl sm:px-6">
          <SectionHeading
            id="team-title"
            title="Our Team"
            description="A small team of engineers, designers and former bid managers."
          />
          <ul className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-8 lg:grid-cols-4">
            {team.map((person) => (
              <li key={person.name} className="flex flex-col items-center text-center">
                <span
                  aria-hidden
                  className="grid size-20 place-items-center rounded-full bg-primary/10 text-xl font-semibold text-primary ring-1 ring-inset ring-primary/20"
                >
                  {initials(person.name)}
                </span>
                <h3 className="mt-4 font-semibold">{person.name}</h3>
                <p className="text-sm text-muted-foreground">{person.role}</p>
              </li>
            ))}
          </ul>
          <div className="mt-16 flex justify-center">
            <GetStartedButton />
          </div>
        </div>
      </section>
    </>
  );
}
