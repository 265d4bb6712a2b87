import { AppPageHeader } from '@/components/layout/app-page-header';
import { LibraryImport } from '@/features/library/components/import/library-import';

export function Component() {
  return (
    <>
      <AppPageHeader
        title="Import answers"
        description="Bring the old answers in: from a spreadsheet (question, answer, category, tags) or a Word document split on its headings, checked before anything is saved."
      />
      <div className="max-w-4xl">
        <LibraryImport />
      </div>
    </>
  );
}
