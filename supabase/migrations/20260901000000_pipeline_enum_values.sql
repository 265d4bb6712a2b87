-- Enum values the bid pipeline (issue 25) needs, alone in their file: a new enum value cannot be
-- used in the transaction that adds it, and 20260901000100_tender_value.sql uses both.
--
-- 'Cancelled by the buyer': the buyer withdrew the tender. A status of its own, not a flag: it
-- ends the tender's life like won, lost and declined, so every screen that follows the
-- pipeline shows it where it happened, and a rate leaves it out with one condition. It is
-- neither won nor lost, so it never counts in the win rate (docs/product.md § Money and decisions).
alter type public.tender_status add value 'cancelled' after 'lost';

-- The tender list's Value column sorts by value (search_tenders).
alter type public.tender_sort_key add value 'value';
