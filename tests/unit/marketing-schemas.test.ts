import { describe, expect, it } from 'vitest';
import { contactSchema, demoRequestSchema } from '@/features/marketing/schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('demo request', () => {
  it('requires name, email and company', () => {
    const result = demoRequestSchema.safeParse({ name: ' ', email: '', company: '', message: '' });
    expect(messages(result)).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      company: 'Company is required',
    });
  });

  it('rejects a malformed email address', () => {
    const result = demoRequestSchema.safeParse({ name: 'Ann', email: 'ann@', company: 'Acme', message: '' });
    expect(messages(result)).toEqual({ email: 'Enter a valid email address' });
  });

  it('accepts a request without a message and trims the values', () => {
    const result = demoRequestSchema.safeParse({
      name: ' Ann ',
      email: ' ann@acme.test ',
      company: 'Acme',
      message: '',
    });
    expect(result.success && result.data).toEqual({
      name: 'Ann',
      email: 'ann@acme.test',
      company: 'Acme',
      message: '',
    });
  });
});

describe('contact', () => {
  it('requires every field', () => {
    const result = contactSchema.safeParse({ name: '', email: '', subject: '', message: '' });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('accepts a complete message', () => {
    const input = { name: 'Ann', email: 'ann@acme.test', subject: 'Pricing', message: 'Hello' };
    expect(contactSchema.safeParse(input).success).toBe(true);
  });
});
