import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sameReferenceQuery, type SameReferenceTender } from '../api/same-reference';
import { referenceKey } from '../model';

/**
 * What a save sends as the tender's shared_reference: the reference the user confirmed
 * sharing, null when it is free, undefined to leave the stored one (the reference is kept).
 */
export type SharedReference = string | null | undefined;

type Outcome = { save: true; shared: SharedReference } | { save: false };

interface Question {
  other: SameReferenceTender | undefined;
  answer: (saveAnyway: boolean) => void;
}

interface Options {
  workspaceId: string;
  /** The tender being edited and the reference it was loaded with. */
  tenderId?: string;
  original?: string;
}

/**
 * Before a save: is the reference another tender's? Then the user is asked, and the save
 * carries their confirmation. The database has the last word (TFT01), so a failed check
 * lets the save go ahead, and `ask` puts the question when the database refused.
 */
export function useReferenceConfirmation({ workspaceId, tenderId, original }: Options) {
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<Question | null>(null);

  const others = (reference: string) =>
    queryClient
      // The warning's answer from moments ago will do; the database checks again anyway.
      .fetchQuery({ ...sameReferenceQuery(workspaceId, reference, tenderId), staleTime: 10_000 })
      .catch((): SameReferenceTender[] => []);

  const ask = async (reference: string, other?: SameReferenceTender): Promise<Outcome> => {
    const shown = other ?? (await others(reference))[0];
    const saveAnyway = await new Promise<boolean>((resolve) =>
      setQuestion({ other: shown, answer: resolve }),
    );
    setQuestion(null);
    return saveAnyway ? { save: true, shared: reference.trim() } : { save: false };
  };

  const check = async (reference: string): Promise<Outcome> => {
    if (original !== undefined && referenceKey(reference) === referenceKey(original)) {
      return { save: true, shared: undefined };
    }
    const [other] = await others(reference);
    return other ? ask(reference, other) : { save: true, shared: null };
  };

  return { check, ask, question };
}
