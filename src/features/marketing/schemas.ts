import { z } from '@/lib/zod';

// The public forms' rules. Both forms only show a success message: they send nothing.

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const demoRequestSchema = z.object({
  name: required('Name'),
  email,
  company: required('Company'),
  message: z.string().trim().max(2000, 'Keep the message under 2000 characters'),
});

export const contactSchema = z.object({
  name: required('Name'),
  email,
  subject: required('Subject'),
  message: required('Message').max(2000, 'Keep the message under 2000 characters'),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const DEMO_SUCCESS = "Demo request submitted successfully! We'll contact you shortly.";
export const CONTACT_SUCCESS = "Your message has been sent! We'll get back to you shortly.";
