import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <PageMeta title="Page not found" />
      <p className="text-5xl font-bold text-muted-foreground">404</p>
      <h1 className="text-2xl font-bold tracking-tight">Page not found</h1>
      <p className="break-all text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{pathname}</code>.
      </p>
      <Link to={paths.app.dashboard} className={buttonVariants()}>
        Back to Dashboard
      </Link>
    </div>
  );
}
