-- The import wizard names the rows whose reference the workspace already has
-- (public.existing_references); the count of them is no longer asked for.
drop function public.existing_reference_count(uuid, text[]);
