import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SectionLink } from '@/components/layout/public-section-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The primary call to action: a large "Get Started" link to sign-up. */
export function GetStartedButton() {
  return (
    <Button asChild size="lg">
      <Link to={paths.signUp}>
        Get Started
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

/** "Get Started" beside "Request Demo" (which scrolls to the landing page's demo form); stacked on small screens. */
export function GetStartedAndDemoButtons({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col justify-center gap-3 sm:flex-row', className)}>
      <GetStartedButton />
      <SectionLink section="demo" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        Request Demo
      </SectionLink>
    </div>
  );
}
