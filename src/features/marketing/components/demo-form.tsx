import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide';
import { Icon } from '@/components/icon';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/lib/use-hydrated';
import { DEMO_SUCCESS, demoRequestSchema, type DemoRequest, type DemoRequestInput } from '../schemas';
import { NameAndEmailFields } from './name-and-email-fields';

const blank: DemoRequestInput = { name: '', email: '', company: '', message: '' };

/**
 * The demo request form. It sends nothing (docs/decisions.md): a valid request shows the success
 * toast, then a thank-you panel announced through a polite status region.
 */
export function DemoForm() {
  const [submitted, setSubmitted] = useState(false);
  const again = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // The submit button waits for hydration: a prerendered form must never submit natively.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<DemoRequestInput, unknown, DemoRequest>({
    // No default values: the fields start from what the page holds, so anything typed
    // into the prerendered form before its code loaded is kept.
    resolver: zodResolver(demoRequestSchema),
  });

  useEffect(() => {
    if (submitted) again.current?.focus();
    else if (returning.current) setFocus('name');
  }, [submitted, setFocus]);

  const onSubmit = () => {
    toast.success(DEMO_SUCCESS);
    setSubmitted(true);
  };

  const requestAnother = () => {
    reset(blank);
    returning.current = true;
    setSubmitted(false);
  };

  return (
    <div>
      <div role="status">
        {submitted ? (
          <div className="flex flex-col items-center py-6 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
              <Icon node={CircleCheck} className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Thank you!</h3>
            <p className="mt-2 max-w-sm text-sm text-muted-foreground">
              Your demo request is in. A product specialist will contact you within one business day to find a
              time that suits you.
            </p>
          </div>
        ) : null}
      </div>
      {submitted ? (
        <div className="flex justify-center pb-2">
          <Button ref={again} variant="outline" onClick={requestAnother}>
            Request Another Demo
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label="Request a demo">
          <NameAndEmailFields nameInput={register('name')} emailInput={register('email')} errors={errors} />
          <FormField label="Company" error={errors.company?.message}>
            {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
          </FormField>
          <FormField label="Message (optional)" error={errors.message?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                placeholder="Tell us about your team and the tenders you bid on"
                {...register('message')}
              />
            )}
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!hydrated}
          >
            Submit Request
          </Button>
        </form>
      )}
    </div>
  );
}
