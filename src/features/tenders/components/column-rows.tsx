import type { ReactNode } from 'react';
import { formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { choiceText } from '../column-text';
import { detailColumns, type TenderColumnSpec } from '../columns';
import type { Tender } from '../model';
import { DetailRow } from './detail-row';

/** A column's value as the tender's page shows it, from its kind. */
function shown(spec: TenderColumnSpec & { column: keyof Tender }, tender: Tender): ReactNode {
  const value = tender[spec.column];
  const none = spec.empty ?? 'Not set';
  if (spec.kind === 'long-text') return <p className="whitespace-pre-line">{String(value || none)}</p>;
  if (value === null || value === '') return none;
  const choice = choiceText(spec, value);
  if (choice !== null) return choice;
  switch (spec.kind) {
    case 'date':
    case 'timestamp':
      return formatShortDate(String(value));
    case 'money':
      return formatMoney(Number(value), tender.currency);
    case 'percent':
      return `${String(value)}%`;
    default:
      return String(value);
  }
}

interface ColumnRowsProps {
  card: NonNullable<TenderColumnSpec['detail']>['card'];
  tender: Tender;
  /** Values a card draws itself, by column; null leaves the row out for this tender. */
  custom?: Partial<Record<keyof Tender, ReactNode>>;
}

/** The rows of a card of the tender's page, in the columns' order: each label and value. */
export function ColumnRows({ card, tender, custom = {} }: ColumnRowsProps) {
  return detailColumns(card).map((spec) => {
    const label = spec.detail?.label ?? spec.label;
    const value = custom[spec.column];
    if (value === null) return null;
    return (
      <DetailRow
        key={spec.column}
        label={label}
        className={spec.kind === 'long-text' ? 'sm:col-span-2' : undefined}
      >
        {value === undefined ? shown(spec, tender) : value}
      </DetailRow>
    );
  });
}
