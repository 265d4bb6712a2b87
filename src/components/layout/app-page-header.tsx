import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';

interface AppPageHeaderProps {
  /** The heading; also names the page in the document title: "<title> · TenderFlow". */
  title: string;
  description: string;
  actions?: ReactNode;
}

/** A page's heading and one-line description, and its document title. */
export function AppPageHeader({ title, description, actions }: AppPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={title} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {actions}
    </div>
  );
}
