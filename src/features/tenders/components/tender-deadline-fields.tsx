import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '@/components/form-select-field';
import { isPastDate, PAST_SUBMISSION, type TenderFormValues } from '../form';
import { CHANNELS, channelLabel, TYPES, typeLabel } from '../model';
import { TenderDateField } from './tender-date-field';

const channelOptions = CHANNELS.map((value) => ({ value, label: channelLabel(value) }));
const typeOptions = TYPES.map((value) => ({ value, label: typeLabel(value) }));

interface TenderDeadlineFieldsProps {
  form: UseFormReturn<TenderFormValues>;
  /** A new tender needs both dates; in edit mode an empty date keeps the old one. */
  datesRequired: boolean;
  /** The submission deadline the form was loaded with (never warned about). */
  loadedSubmissionDate: string;
}

/** Channel and type, and the inquiry and submission deadlines (a word when the submission deadline typed is past). */
export function TenderDeadlineFields({
  form,
  datesRequired,
  loadedSubmissionDate,
}: TenderDeadlineFieldsProps) {
  const { errors } = form.formState;
  const [inquiryDate, submissionDate] = useWatch({
    control: form.control,
    name: ['inquiry_submission_date', 'tender_submission_date'],
  });
  // A deadline already past is worth a word when it is typed, not for an old tender's own date.
  const pastWarning =
    submissionDate !== loadedSubmissionDate && isPastDate(submissionDate) ? PAST_SUBMISSION : null;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormSelectField control={form.control} name="channel" label="Channel" options={channelOptions} />
      <FormSelectField control={form.control} name="type" label="Type" options={typeOptions} />
      <TenderDateField
        label="Last Date for Inquiry Submission"
        registration={form.register('inquiry_submission_date')}
        value={inquiryDate}
        error={errors.inquiry_submission_date?.message}
        required={datesRequired}
      />
      <TenderDateField
        label="Last Date for Tender Submission"
        registration={form.register('tender_submission_date')}
        value={submissionDate}
        error={errors.tender_submission_date?.message}
        required={datesRequired}
        warning={pastWarning}
      />
    </div>
  );
}
