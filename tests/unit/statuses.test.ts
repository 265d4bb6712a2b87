import { describe, expect, it } from 'vitest';
import {
  isTenderStatus,
  statusChangedMessage,
  statusLabel,
  TASK_STATUSES,
  taskStatusColour,
  TENDER_STATUSES,
  tenderStatusColour,
} from '@/lib/statuses';

describe('statuses', () => {
  it('labels hyphens as spaces, each word capitalised', () => {
    expect(statusLabel('under-review')).toBe('Under Review');
    expect(statusLabel('not-needed')).toBe('Not Needed');
    expect(statusLabel('won')).toBe('Won');
  });

  it('says a status change with the status label, as every screen shows it', () => {
    expect(statusChangedMessage('Tender', 'submitted')).toBe('Tender status updated to Submitted');
    expect(statusChangedMessage('Tender', 'in-development')).toBe('Tender status updated to In Development');
    expect(statusChangedMessage('Task', 'not-needed')).toBe('Task status updated to Not Needed');
  });

  it('lists the tender statuses in the order of a tender’s life, and every task status', () => {
    expect(TENDER_STATUSES).toEqual([
      'under-review',
      'in-development',
      'submitted',
      'won',
      'lost',
      'declined',
      'cancelled',
    ]);
    expect(statusLabel('cancelled')).toBe('Cancelled by the buyer');
    expect(tenderStatusColour('cancelled').hex).toBe('#EC4899');
    expect(TASK_STATUSES).toEqual(['not-started', 'in-progress', 'completed', 'canceled', 'not-needed']);
  });

  it('has one palette: lost red, declined grey, unknown grey', () => {
    expect(tenderStatusColour('under-review').hex).toBe('#FFB020');
    expect(tenderStatusColour('in-development').hex).toBe('#3B82F6');
    expect(tenderStatusColour('submitted').hex).toBe('#8B5CF6');
    expect(tenderStatusColour('won').hex).toBe('#10B981');
    expect(tenderStatusColour('lost').hex).toBe('#EF4444');
    expect(tenderStatusColour('declined').hex).toBe('#6B7280');
    expect(tenderStatusColour('mystery').hex).toBe('#6B7280');
    expect(TASK_STATUSES.map((status) => taskStatusColour(status).hex)).toEqual([
      '#6B7280',
      '#3B82F6',
      '#10B981',
      '#EF4444',
      '#6B7280',
    ]);
  });

  it('recognises only known statuses', () => {
    expect(isTenderStatus('won')).toBe(true);
    expect(isTenderStatus('WON')).toBe(false);
    expect(isTenderStatus(undefined)).toBe(false);
  });
});
