import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A missing, malformed or inaccessible tender id. */
export function TenderNotFound() {
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border bg-card p-10 text-center">
      <PageMeta title="Tender not found" />
      <h2 className="text-2xl font-bold tracking-tight">Tender not found</h2>
      <p className="max-w-md text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Link to={paths.app.tenders} className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeft aria-hidden /> Back to Tenders
      </Link>
    </div>
  );
}
