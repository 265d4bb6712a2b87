import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { sameReferenceQuery } from '../api/same-reference';
import { referenceKey } from '../model';
import { FieldWarning } from './field-warning';

const CHECK_DELAY_MS = 300;

interface TenderReferenceFieldProps {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
  workspaceId: string;
  /** The tender being edited, which does not count as another. */
  tenderId?: string;
}

/**
 * Reference Number. Once the typing pauses, says whether another tender of the workspace
 * has this reference, with a link to it (in a new tab, so nothing typed here is lost).
 */
export function TenderReferenceField({
  registration,
  value,
  error,
  workspaceId,
  tenderId,
}: TenderReferenceFieldProps) {
  const [checked, setChecked] = useState(value);
  const check = useDebouncedCallback(setChecked, CHECK_DELAY_MS);
  useEffect(() => check(value), [value, check]);
  const others = useQuery(sameReferenceQuery(workspaceId, checked, tenderId));
  const other = referenceKey(checked) === referenceKey(value) ? others.data?.[0] : undefined;
  const warning = other ? (
    <>
      Another tender in this workspace has this reference:{' '}
      <Link
        to={paths.app.tender(other.id)}
        target="_blank"
        rel="noreferrer"
        className="underline underline-offset-2 [overflow-wrap:anywhere]"
      >
        {other.title} <span className="sr-only">(opens in a new tab)</span>
      </Link>
    </>
  ) : null;
  return (
    <FormField
      label="Reference Number"
      error={error}
      hint={warning && <FieldWarning>{warning}</FieldWarning>}
      required
    >
      {(control) => (
        <>
          <Input {...control} required {...registration} />
          {/* Read out when the warning appears (the hint under the field exists only with one). */}
          <span className="sr-only" aria-live="polite">
            {other ? `Another tender in this workspace has this reference: ${other.title}` : null}
          </span>
        </>
      )}
    </FormField>
  );
}
