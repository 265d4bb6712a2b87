import { BookOpen, CalendarDays, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { webinarRegistrationHref, webinars } from '../model';

function ResourceCard(props: { icon: ReactNode; title: string; description: string; action: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {props.icon} {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{props.action}</CardContent>
    </Card>
  );
}

/** Documentation, video tutorials and the webinars, each with a link that leads somewhere real. */
export function ResourcesList() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <ResourceCard
          icon={<BookOpen aria-hidden className="size-4 text-primary" />}
          title="Documentation"
          description="Answers about tenders, tasks, teams, data security and support."
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.faq}>Read the product FAQ</Link>
            </Button>
          }
        />
        <ResourceCard
          icon={<PlayCircle aria-hidden className="size-4 text-primary" />}
          title="Video tutorials"
          description="A guided walkthrough of TenderFlow with our team, at a time that suits you."
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.requestDemo}>Book a walkthrough</Link>
            </Button>
          }
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Upcoming webinars</CardTitle>
          <CardDescription>Free live sessions with the TenderFlow team.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {webinars.map((webinar) => (
              <li key={webinar.title} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="grid gap-1">
                  <p className="font-medium">{webinar.title}</p>
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <CalendarDays aria-hidden className="size-4" /> {webinar.schedule}
                  </p>
                  <p className="text-sm text-muted-foreground">{webinar.description}</p>
                </div>
                <Button asChild size="sm">
                  <a href={webinarRegistrationHref(webinar)} aria-label={`Register for ${webinar.title}`}>
                    Register
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
