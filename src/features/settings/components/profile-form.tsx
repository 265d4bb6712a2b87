import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/lib/profile';
import { useUpdateProfile } from '../api/update-profile';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  isNameTaken,
  profileFormSchema,
  profileFormValues,
  profileHints,
  settingsMessages,
  type ProfileFormValues,
} from '../model';

interface ProfileFormProps {
  profile: UserProfile;
  onDirtyChange: (dirty: boolean) => void;
}

/** Full name, email (read-only), company and job title; a failed save keeps what was typed. */
export function ProfileForm({ profile, onDirtyChange }: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        toast.success(settingsMessages.profileSaved);
      },
      onError: (error) => {
        if (isNameTaken(error))
          form.setError('name', { message: settingsMessages.nameTaken }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile information" className="grid gap-5">
      <FormField label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...form.register('name')} />}
      </FormField>
      <FormField
        label="Email"
        hint={
          <>
            Your sign-in address can&apos;t be changed here. To change it,{' '}
            <Link to={`${paths.app.help}?tab=contact`} className="font-medium text-primary underline">
              contact support
            </Link>
            .
          </>
        }
      >
        {(control) => <Input {...control} type="email" value={profile.email ?? ''} readOnly />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="Company" hint={profileHints.company} error={errors.company?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register('company')} />}
        </FormField>
        <FormField label="Job title" hint={profileHints.jobTitle} error={errors.role?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              placeholder="e.g. Bid Manager"
              {...form.register('role')}
            />
          )}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
