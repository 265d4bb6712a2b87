import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { support } from '../model';
import { ContactForm } from './contact-form';

/** Contact Support: the message form (prefilled with who is signed in) and the other ways to reach us. */
export function ContactSupport() {
  const session = useSession();
  const { profile, loading } = useProfile();
  const user = session.user;
  const defaults = { name: profile?.name ?? '', email: profile?.email ?? user?.email ?? '', message: '' };
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <Card>
        <CardHeader>
          <CardTitle>Send us a message</CardTitle>
          <CardDescription>{support.emailResponse}</CardDescription>
        </CardHeader>
        <CardContent>
          {session.loading || loading ? (
            <Skeleton role="status" aria-label="Loading" className="h-64 w-full" />
          ) : (
            <ContactForm defaultValues={defaults} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Other ways to reach us</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 text-sm">
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="grid gap-0.5">
                <a href={`mailto:${support.email}`} className="font-medium text-primary underline">
                  {support.email}
                </a>
                <span className="text-muted-foreground">Response within 24 hours</span>
              </span>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="grid gap-0.5">
                <a href={support.phoneHref} className="font-medium text-primary underline">
                  {support.phone}
                </a>
                <span className="text-muted-foreground">{support.phoneHours}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="font-medium">{support.liveChat}</span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
