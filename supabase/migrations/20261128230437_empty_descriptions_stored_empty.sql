-- The app stored 'No description provided' for a tender created without a description; it now
-- stores nothing and shows those words as a placeholder. Existing rows follow (data only).
update public.tenders set description = '' where description = 'No description provided';
