import { clsx } from 'clsx';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/icon';
import { Link } from 'react-router-dom';
import { SectionLink } from '@/components/layout/public-section-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** The primary call to action: a large "Get Started" link to sign-up. */
export function GetStartedButton() {
  return (
    <Link to={paths.signUp} className={buttonVariants({ size: 'lg' })}>
      Get Started
      <Icon node={ArrowRight} />
    </Link>
  );
}

/** "Get Started" beside "Request Demo" (which scrolls to the landing page's demo form); stacked on small screens. */
export function GetStartedAndDemoButtons({ className }: { className?: string }) {
  return (
    <div className={clsx('flex flex-col justify-center gap-3 sm:flex-row', className)}>
      <GetStartedButton />
      <SectionLink section="demo" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        Request Demo
      </SectionLink>
    </div>
  );
}
