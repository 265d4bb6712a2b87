import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/logo-mark';
import { PageMeta } from '@/components/page-meta';
import { ThemeToggle } from '@/components/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface AuthCardProps {
  /** The screen's name in the document title: "<pageName> · TenderFlow". */
  pageName: string;
  title: string;
  description?: ReactNode;
  /** Adds a labelled close button that leaves for the home page. */
  closable?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every authentication screen: brand, theme switch, a card with the form. */
export function AuthCard({
  pageName,
  title,
  description,
  closable = false,
  footer,
  children,
}: AuthCardProps) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <PageMeta title={pageName} />
      <header className="flex items-center justify-between p-4">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
          <LogoMark />
          TenderFlow
          <Badge variant="secondary">Beta</Badge>
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:pt-0">
        <Card className="relative w-full max-w-md">
          {closable ? (
            <Button asChild variant="ghost" size="icon" className="absolute right-2 top-2">
              <Link to={paths.home} aria-label="Close and return to the home page">
                <X aria-hidden />
              </Link>
            </Button>
          ) : null}
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? (
            <CardFooter className="justify-center text-center text-sm text-muted-foreground">
              {footer}
            </CardFooter>
          ) : null}
        </Card>
      </main>
    </div>
  );
}
