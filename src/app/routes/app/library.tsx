import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { AnswerLibrary } from '@/features/library/components/answer-library';

export function Component() {
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
