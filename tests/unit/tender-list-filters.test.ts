import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultFilters,
  hasActiveFilters,
  pageCount,
  parseTenderFilters,
  presetOf,
  STATUS_PRESETS,
  statusFilterLabel,
  tenderFiltersSearch,
  toggledSort,
  toggledStatus,
  valueBound,
} from '@/features/tenders/list-filters';

describe('list filters in the URL', () => {
  it('reads search, statuses, sort and page, ignoring nonsense', () => {
    expect(
      parseTenderFilters(new URLSearchParams('q=bridge&status=won&status=under-review&sort=-title&page=3')),
    ).toEqual({ ...defaultFilters, q: 'bridge', statuses: ['under-review', 'won'], sort: '-title', page: 3 });
    expect(parseTenderFilters(new URLSearchParams('status=nope&sort=x&page=-2'))).toEqual(defaultFilters);
  });

  it('reads the links of before: one status, newest, deadline; and a hand-written list', () => {
    expect(parseTenderFilters(new URLSearchParams('status=lost&sort=newest'))).toMatchObject({
      statuses: ['lost'],
      sort: '-created',
    });
    expect(parseTenderFilters(new URLSearchParams('sort=deadline')).sort).toBe('deadline');
    expect(parseTenderFilters(new URLSearchParams('status=won,lost,won')).statuses).toEqual(['won', 'lost']);
  });

  it('writes only what differs from the defaults, each status once', () => {
    expect(tenderFiltersSearch(defaultFilters)).toBe('');
    expect(
      tenderFiltersSearch({
        ...defaultFilters,
        q: 'a b',
        statuses: ['won', 'lost'],
        sort: 'deadline',
        page: 2,
      }),
    ).toBe('?q=a+b&status=won&status=lost&sort=deadline&page=2');
  });

  it('keeps a currency and a value range, and drops what is not one', () => {
    const filters = parseTenderFilters(new URLSearchParams('currency=EUR&min=1,000&max=5000.5&sort=-value'));
    expect(filters).toMatchObject({ currency: 'EUR', min: '1,000', max: '5000.5', sort: '-value' });
    expect(tenderFiltersSearch(filters)).toBe('?currency=EUR&min=1%2C000&max=5000.5&sort=-value');
    expect(parseTenderFilters(new URLSearchParams('currency=eur&min=ten&max=-5'))).toMatchObject({
      currency: '',
      min: '',
      max: '',
    });
    expect(valueBound('1,250,000.50')).toBe(1250000.5);
    expect(hasActiveFilters({ ...defaultFilters, max: '10' })).toBe(true);
  });

  it('counts the folded filters that narrow the list: statuses, currency, value range; never the search or sort', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount({ ...defaultFilters, q: 'road', sort: 'title' })).toBe(0);
    expect(activeFilterCount({ ...defaultFilters, statuses: ['won', 'lost'], min: '10', max: '20' })).toBe(2);
    expect(activeFilterCount({ ...defaultFilters, statuses: ['won'], currency: 'GBP', max: '20' })).toBe(3);
  });

  it('counts 25 rows a page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});

describe('statuses', () => {
  it("has 'Open' (still being prepared) and 'Decided' (won or lost) as presets", () => {
    expect(STATUS_PRESETS).toEqual({ open: ['under-review', 'in-development'], decided: ['won', 'lost'] });
    expect(presetOf([])).toBe('all');
    expect(presetOf(['in-development', 'under-review'])).toBe('open');
    expect(presetOf(['won'])).toBeNull();
  });

  it('adds or removes one status, in the filter order', () => {
    expect(toggledStatus([], 'won')).toEqual(['won']);
    expect(toggledStatus(['won'], 'under-review')).toEqual(['under-review', 'won']);
    expect(toggledStatus(['under-review', 'won'], 'won')).toEqual(['under-review']);
  });

  it('names the filter: All statuses, a preset, one status, or how many', () => {
    expect(statusFilterLabel([])).toBe('All statuses');
    expect(statusFilterLabel(['under-review', 'in-development'])).toBe('Open');
    expect(statusFilterLabel(['won', 'lost'])).toBe('Decided');
    expect(statusFilterLabel(['in-development'])).toBe('In Development');
    expect(statusFilterLabel(['submitted', 'won'])).toBe('2 statuses');
  });
});

describe('column headers', () => {
  it('sort a new column in order, and reverse the one that sorts', () => {
    expect(toggledSort('-created', 'title')).toBe('title');
    expect(toggledSort('title', 'title')).toBe('-title');
    expect(toggledSort('-title', 'title')).toBe('title');
    expect(toggledSort('-title', 'deadline')).toBe('deadline');
  });
});
