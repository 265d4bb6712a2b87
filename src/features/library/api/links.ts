import { queryOptions, useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { libraryMessages, type AnswerStatus } from '../model';

/** A requirement's library answer: used as it is, or adapted for the tender (adapted_body). */
export interface LinkedAnswer {
  id: string;
  requirement_id: string;
  answer_id: string;
  adapted_body: string | null;
  answer: { id: string; title: string; body: string; status: AnswerStatus } | null;
}

/** Every answer the tender's requirements use, in the order they were linked. */
export const fetchLinks = authed(async (tenderId: string): Promise<LinkedAnswer[]> => {
  const { data, error } = await supabase
    .from('requirement_answers')
    .select('id, requirement_id, answer_id, adapted_body, answer:answers(id, title, body, status)')
    .eq('tender_id', tenderId)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return data;
});

/** The ids of the workspace's entries due for review on the reader's today (SQL decides). */
export const fetchDueForReview = authed(async (workspaceId: string): Promise<string[]> => {
  const { data, error } = await supabase.rpc('answers_due_for_review', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data.map((row) => row.answer_id);
});

export const linkQueries = {
  dueForReview: (workspaceId: string) =>
    queryOptions({
      queryKey: [...queryRoots.library, 'due-for-review', workspaceId],
      queryFn: () => fetchDueForReview(workspaceId),
      meta: { errorMessage: libraryMessages.linksLoadFailed },
    }),
  byTender: (tenderId: string) =>
    queryOptions({
      // Under the library's root: a link changes the entries' usage too.
      queryKey: [...queryRoots.library, 'links', tenderId],
      queryFn: () => fetchLinks(tenderId),
      meta: { errorMessage: libraryMessages.linksLoadFailed },
    }),
};

// The requirements' root: a requirement's linked answers are the answers its evidence may name.
const linkMeta = (errorMessage: string) => ({
  invalidates: [queryRoots.library, queryRoots.reports, queryRoots.requirements],
  errorMessage,
});

export interface AnswerLink {
  tender: { id: string; workspace_id: string };
  requirementId: string;
  answerId: string;
}

/** Links an entry to a requirement (the database takes the tender and workspace from the requirement). */
export const useLinkAnswer = () =>
  useMutation({
    mutationFn: authed(async ({ tender, requirementId, answerId }: AnswerLink) => {
      const { error } = await supabase.from('requirement_answers').insert({
        requirement_id: requirementId,
        answer_id: answerId,
        tender_id: tender.id,
        workspace_id: tender.workspace_id,
      });
      if (error) throw error;
    }),
    meta: linkMeta(libraryMessages.linkFailed),
  });

/** The tender's own text for the answer; null goes back to the library's text. */
export const useAdaptAnswer = () =>
  useMutation({
    mutationFn: authed(async ({ linkId, text }: { linkId: string; text: string | null }) => {
      const { error } = await supabase
        .from('requirement_answers')
        .update({ adapted_body: text })
        .eq('id', linkId);
      if (error) throw error;
    }),
    meta: linkMeta(libraryMessages.adaptFailed),
  });

export const useUnlinkAnswer = () =>
  useMutation({
    mutationFn: authed(async (linkId: string) => {
      const { error } = await supabase.from('requirement_answers').delete().eq('id', linkId);
      if (error) throw error;
    }),
    meta: linkMeta(libraryMessages.unlinkFailed),
  });
