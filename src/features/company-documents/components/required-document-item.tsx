import { TriangleAlert } from 'lucide-react';
import type { RequiredDocument } from '../api/queries';
import { categoryLabels, expiryText } from '../model';
import { ExpiryBadge } from './expiry-badge';

/** One required document: name, category and issuer, its expiry, and whether it expires before the submission date. */
export function RequiredDocumentItem({
  document,
  expiresTooEarly,
}: {
  document: RequiredDocument;
  expiresTooEarly: boolean;
}) {
  const details = [categoryLabels[document.category], document.issuer].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <span className="wrap-user-text text-sm font-medium">{document.name}</span>
        <span className="wrap-user-text text-xs text-muted-foreground">{details}</span>
      </div>
      <div className="grid justify-items-start gap-1 text-sm sm:justify-items-end">
        <span className="flex flex-wrap items-center gap-2">
          {expiryText(document.expires_on)}
          <ExpiryBadge expiresOn={document.expires_on} />
        </span>
        {expiresTooEarly ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden className="size-3.5" />
            Expires before the submission date
          </span>
        ) : null}
      </div>
    </li>
  );
}
