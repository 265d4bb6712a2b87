import { PageMeta } from '@/components/page-meta';
import { useParams } from 'react-router-dom';
import { CareerPage } from '@/features/marketing/components/career-page';
import { NotFoundPage } from '@/features/marketing/components/not-found-page';
import { findPosition } from '@/features/marketing/careers';

export function Component() {
  const { slug } = useParams();
  const position = findPosition(slug);
  if (!position) return <NotFoundPage />;
  return (
    <>
      <PageMeta
        title={`${position.title} · Careers`}
        description={`${position.title} at TenderFlow: ${position.type}, ${position.location}, ${position.department}. ${position.description}`}
      />
      <CareerPage position={position} />
    </>
  );
}
