import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contactFormSchema, MESSAGE_SENT, MESSAGE_SENT_DESCRIPTION, type ContactFormValues } from '../model';

/** Name, email and message, all required; sending confirms and clears the form (it sends nothing: docs/decisions.md). */
export function ContactForm({ defaultValues }: { defaultValues: ContactFormValues }) {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(() => {
    toast.success(MESSAGE_SENT, { description: MESSAGE_SENT_DESCRIPTION });
    form.reset(defaultValues);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact support" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" required {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" required {...form.register('email')} />
          )}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            required
            placeholder="How can we help?"
            {...form.register('message')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit">Send Message</Button>
      </div>
    </form>
  );
}
