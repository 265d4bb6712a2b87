import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

// shadcn/ui v4's field primitives. The id goes on the control itself (an Input, a
// SelectTrigger, a Switch…), so a label names whatever element really takes focus,
// and react-hook-form's Controller drives the controls that are not native inputs.

export function Field({ className, invalid, ...props }: ComponentProps<'div'> & { invalid?: boolean }) {
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn('grid content-start gap-2', className)}
      {...props}
    />
  );
}

export function FieldLabel({ className, ...props }: ComponentProps<typeof Label>) {
  return <Label data-slot="field-label" className={className} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The validation message under a control; renders nothing without one. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

/** The asterisk beside a required field's label; screen readers hear the control's own `required`. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-sm leading-none text-destructive">
      *
    </span>
  );
}

/** The attributes that tie a control to its label, description and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The message under the control; also marks the control aria-invalid. */
  error?: string;
  /** Help text under the control, replaced by the error while there is one. */
  hint?: ReactNode;
  /** Marks the label with an asterisk (the control itself carries `required`). */
  required?: boolean;
  className?: string;
  /** Renders the control, spreading `control` onto the element that takes focus. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field invalid={Boolean(error)} className={className}>
      {required ? (
        <div className="flex items-baseline gap-1">
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <RequiredMark />
        </div>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hintId ? <FieldDescription id={hintId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
