import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The not-found page; it logs the path the visitor tried to the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="container flex min-h-[60vh] max-w-6xl flex-col items-center justify-center py-20 text-center sm:px-6">
      <PageMeta title="Page not found" />
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-bold tracking-tight text-primary sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
