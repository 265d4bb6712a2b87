import { Link, type To } from 'react-router-dom';

interface AuthFooterLinkProps {
  /** The sentence before the link, e.g. "Already have an account?". */
  prompt: string;
  to: To;
  children: string;
}

/** The line under an auth card that leads to the neighbouring screen. */
export function AuthFooterLink({ prompt, to, children }: AuthFooterLinkProps) {
  return (
    <p>
      {prompt}{' '}
      <Link to={to} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
