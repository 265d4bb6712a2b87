import type { TenderFields } from '@/features/tenders/form';

/** A tender's form fields with nothing but what a test names: no description, no deadlines. */
export const tenderFields = (
  fields: Pick<TenderFields, 'reference_number' | 'client' | 'title'>,
): TenderFields => ({
  description: '',
  channel: 'other',
  type: 'public-tender',
  bid_bond: false,
  inquiry_submission_date: null,
  tender_submission_date: null,
  ...fields,
});
