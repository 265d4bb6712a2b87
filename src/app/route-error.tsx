import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** The router's fallback when a route throws or fails to load; inside /app it keeps the shell around it. */
export function RouteError({ inApp = false }: { inApp?: boolean }) {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-xl flex-col items-start justify-center gap-4 p-6 ${inApp ? 'py-16' : 'min-h-screen'}`}
    >
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="wrap-user-text text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap gap-2">
        {inApp ? (
          <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            Reload the page
          </button>
        ) : null}
        <Link
          to={inApp ? paths.app.dashboard : paths.home}
          className={buttonVariants({ variant: 'outline' })}
        >
          {inApp ? 'Back to Dashboard' : 'Return to Home'}
        </Link>
      </div>
    </div>
  );
}
