import { once } from '@/lib/lazy-zod-resolver';
import { z } from '@/lib/zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'Must be at least 8 characters';

// Each schema is built on first use (a form's first validation), not when the page starts.
const email = () =>
  z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Enter a valid email address' }));

const newPassword = () =>
  z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_HINT).max(72, 'Password cannot be longer than 72 characters');

const required = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(200, `${label} is too long`);

export const signInSchema = once(() =>
  z.object({
    email: email(),
    password: z.string().min(1, 'Password is required'),
  }),
);
export type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

export const signUpSchema = once(() =>
  z.object({
    firstName: required('First name'),
    lastName: required('Last name'),
    email: email(),
    company: required('Company'),
    password: newPassword(),
  }),
);
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

/** Signing up through an invitation: no company (the account joins the inviting workspace). */
export const invitationSignUpSchema = once(() => signUpSchema().omit({ company: true }));
/** What the sign-up sends: the company only without an invitation. */
export type SignUpInput = Omit<SignUpValues, 'company'> & { company?: string };

/** The invitation a sign-up comes from: the token of its link and the address the link names ('' if none). */
export interface SignUpInvitation {
  token: string;
  email: string;
}

/**
 * The invitation in a sign-up's return-to target (`/invite/{token}?email=…`, made safe by
 * `safeRedirect`), or null. The address is only a convenience for the form: the database
 * checks that the token was sent to the address the account is created with.
 */
export function invitationInTarget(target: string): SignUpInvitation | null {
  const url = new URL(target, 'https://tenderflow.invalid');
  const match = /^\/invite\/([\w-]+)$/.exec(url.pathname);
  if (!match) return null;
  const email = (url.searchParams.get('email') ?? '').trim();
  return { token: match[1]!, email: z.email().safeParse(email).success ? email : '' };
}

export const forgotPasswordSchema = once(() => z.object({ email: email() }));
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>;

export const resetPasswordSchema = once(() =>
  z
    .object({ password: newPassword(), confirmPassword: z.string().min(1, 'Confirm your new password') })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    }),
);
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

/**
 * The user metadata sent with sign-up (the spec's payload: first_name, last_name, company,
 * full_name, and the currency of the browser's locale for the new workspace); through an
 * invitation, its token instead of a company and a currency.
 */
export function signUpMetadata(
  values: Pick<SignUpInput, 'firstName' | 'lastName' | 'company'>,
  invitationToken?: string,
  currency?: string,
) {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    first_name: firstName,
    last_name: lastName,
    ...(invitationToken
      ? { invitation_token: invitationToken }
      : { company: (values.company ?? '').trim(), ...(currency ? { currency } : {}) }),
    full_name: `${firstName} ${lastName}`,
  };
}

export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to reset your password.";
export const SIGN_UP_CONFIRM_EMAIL =
  'Account created successfully! Please check your email to confirm your account.';
export const SIGN_UP_SIGNED_IN = 'Account created successfully!';
export const CONFIRMATION_RESENT = 'We sent the confirmation link again.';
export const PASSWORD_UPDATED = 'Your password has been updated.';
