import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/features/marketing/components/contact-form';
import { DemoForm } from '@/features/marketing/components/demo-form';
import { ThemeProvider } from '@/lib/theme';

function renderForm(form: React.ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        {form}
        <Toaster />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('DemoForm', () => {
  it('shows inline errors and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderForm(<DemoForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a malformed email and focuses it', async () => {
    const user = userEvent.setup();
    renderForm(<DemoForm />);
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@');
    await user.type(screen.getByLabelText('Company'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
  });

  it('toasts, thanks the visitor, and starts again with a blank form', async () => {
    const user = userEvent.setup();
    renderForm(<DemoForm />);
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@acme.test');
    await user.type(screen.getByLabelText('Company'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(
      await screen.findByText("Demo request submitted successfully! We'll contact you shortly."),
    ).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Thank you!')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Request Another Demo' });
    expect(again).toHaveFocus();

    await user.click(again);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Company')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});

describe('ContactForm', () => {
  it('requires every field', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('toasts and clears the form after a valid message', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@acme.test');
    await user.type(screen.getByLabelText('Subject'), 'Pricing');
    await user.type(screen.getByLabelText('Message'), 'Do you offer annual billing?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText("Your message has been sent! We'll get back to you shortly."),
    ).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });
});
