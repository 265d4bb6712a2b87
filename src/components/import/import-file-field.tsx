import type { ReactNode } from 'react';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface ImportFileFieldProps {
  id: string;
  /** The input's accept list. */
  accept: string;
  /** What files the import takes. */
  hint: ReactNode;
  error: string | null | undefined;
  onFile: (file: File | null) => void;
}

/** The upload step's 'File': the input, what it takes and why the last file could not be read. */
export function ImportFileField({ id, accept, hint, error, onFile }: ImportFileFieldProps) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={`${id}-file`}>File</FieldLabel>
      <Input
        id={`${id}-file`}
        type="file"
        accept={accept}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription>
      <FieldError id={`${id}-error`} role="alert">
        {error}
      </FieldError>
    </Field>
  );
}
