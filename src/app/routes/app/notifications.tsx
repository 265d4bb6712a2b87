import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return (
    <>
      <AppPageHeader title="Notifications" description="Updates about your tenders and account." />
      <p className="rounded-lg border bg-card p-8 text-center text-muted-foreground">No new notifications</p>
    </>
  );
}
