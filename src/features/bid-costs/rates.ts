// Settings → Pipeline → Cost and exchange rates: the forms' rules (the database checks the
// same: cost_rates' and exchange_rates' constraints).
import { isStorableDate } from '@/lib/calendar-date';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';

/** The member select's value for the workspace's own rate. */
export const WHOLE_WORKSPACE = 'workspace';

export const costRateSchema = z.object({
  member: z.string(),
  rate: z.string().refine((value) => {
    const rate = parseAmount(value);
    return rate !== null && rate >= 0;
  }, 'Enter an hourly rate, e.g. 45.00'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  from: z.string().refine(isStorableDate, 'Enter a date between 2000 and 2999'),
});

export type CostRateFields = z.input<typeof costRateSchema>;

export const exchangeRateSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month'),
  rate: z
    .string()
    .refine(
      (value) => /^\d{1,10}([.,]\d{1,8})?$/.test(value.trim()) && Number(value.replace(',', '.')) > 0,
      'Enter a rate above 0, e.g. 0.92',
    ),
});

export type ExchangeRateFields = z.input<typeof exchangeRateSchema>;

/** A tender's own rate: no month, it applies to every amount of the tender in that currency. */
export const tenderRateSchema = exchangeRateSchema.omit({ month: true });

export type TenderRateFields = z.input<typeof tenderRateSchema>;

/** The rate as typed ('0,92' or '0.92') as a number. */
export const typedRate = (value: string) => Number(value.trim().replace(',', '.'));

export const rateMessages = {
  loadFailed: 'Failed to load the rates.',
  saveFailed: 'Failed to save the rate. Please try again.',
  duplicate: 'There is already a rate for that day or month: delete it first.',
  saved: 'Rate saved',
  deleted: 'Rate deleted',
};
