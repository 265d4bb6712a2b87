import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/lib/use-hydrated';
import { CONTACT_SUCCESS, contactSchema, type ContactInput, type ContactMessage } from '../schemas';
import { NameAndEmailFields } from './name-and-email-fields';

const blank: ContactInput = { name: '', email: '', subject: '', message: '' };

/** The contact form: every field required; a valid message shows a toast and clears the form (it sends nothing). */
export function ContactForm() {
  // The submit button waits for hydration: a prerendered form must never submit natively.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({
    // No default values: the fields start from what the page holds, so anything typed
    // into the prerendered form before its code loaded is kept.
    resolver: zodResolver(contactSchema),
  });

  const onSubmit = () => {
    toast.success(CONTACT_SUCCESS);
    reset(blank);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label="Send us a message">
      <NameAndEmailFields nameInput={register('name')} emailInput={register('email')} errors={errors} />
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} {...register('subject')} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} {...register('message')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={!hydrated}>
        Send Message
      </Button>
    </form>
  );
}
