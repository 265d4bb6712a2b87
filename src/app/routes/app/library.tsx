import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { AnswerLibrary } from '@/features/library/components/answer-library';

// The import wizard is a view of the library (?view=import), loaded only when opened.
const LibraryImport = lazy(() =>
  import('@/features/library/components/import/library-import').then((module) => ({
    default: module.LibraryImport,
  })),
);

export function Component() {
  const [params] = useSearchParams();
  if (params.get('view') === 'import') {
    return (
      <>
        <AppPageHeader
          title="Import answers"
          description="Bring the old answers in: from a spreadsheet (question, answer, category, tags) or a Word document split on its headings, checked before anything is saved."
        />
        <SectionBoundary name="answer import">
          <div className="max-w-4xl">
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <LibraryImport />
            </Suspense>
          </div>
        </SectionBoundary>
      </>
    );
  }
  return (
    <>
      <AppPageHeader
        title="Answer library"
        description="Write each answer once, find it in a second, and know which answers win"
      />
      <SectionBoundary name="library">
        <AnswerLibrary />
      </SectionBoundary>
    </>
  );
}
