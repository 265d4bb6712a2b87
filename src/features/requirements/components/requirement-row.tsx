import { memo, type ReactNode } from 'react';
import type { Member } from '@/lib/workspace';
import {
  evidenceName,
  requirementStatusLabels,
  type EvidenceAnswer,
  type LibraryDocument,
  type Requirement,
} from '../model';
import { useNearViewport } from '@/lib/use-near-viewport';
import { RequirementControls } from './requirement-controls';
import { RequirementHeading } from './requirement-heading';

interface RequirementRowProps {
  requirement: Requirement;
  members: readonly Member[];
  documentNames: readonly string[];
  libraryDocuments: readonly LibraryDocument[];
  /** The library answers its evidence may name (those linked to it, and the one it names). */
  answers: readonly EvidenceAnswer[];
  /** Delete, for admins and managers. */
  onDelete?: (requirement: Requirement) => void;
  /** What another feature adds under the row's controls (the library's answers), from the route. */
  extra?: (requirement: Requirement) => ReactNode;
  /** Its controls from the first render (the rows the tab shows first), not once it nears the viewport. */
  eager?: boolean;
}

// Rows far off screen are neither laid out nor painted (a checklist can run to hundreds).
const rowClass =
  'render-when-visible grid gap-3 py-4 [contain-intrinsic-size:auto_150px] first:pt-0 last:pb-0 sm:[contain-intrinsic-size:auto_120px]';

/** 'Status: Drafting · Owner: Ann Lee · Evidence: None': the three values as text. */
function summaryText(
  requirement: Requirement,
  members: readonly Member[],
  library: readonly LibraryDocument[],
  answers: readonly EvidenceAnswer[],
): string {
  const owner = requirement.owner_id
    ? (members.find((member) => member.userId === requirement.owner_id)?.name ?? '')
    : 'Nobody';
  return `Status: ${requirementStatusLabels[requirement.status]} · Owner: ${owner} · Evidence: ${evidenceName(requirement, library, answers)}`;
}

/**
 * One requirement: its text, source and weight (edited in place), and its status, owner and
 * evidence, saved as chosen. A row more than a screen away from the viewport is text only (the same facts, for
 * find in page, print and screen readers) and gets its selects and Delete button as it nears
 * it: 500 rows of three native selects and a button each took the tab 0.2 s to render.
 */
function Row({
  requirement,
  members,
  documentNames,
  libraryDocuments,
  answers,
  onDelete,
  extra,
  eager = false,
}: RequirementRowProps) {
  const [ref, near] = useNearViewport(eager);
  const weight = `${requirement.mandatory ? 'Mandatory' : 'Optional'}${requirement.source ? ` · ${requirement.source}` : ''}`;
  if (!near)
    return (
      // The text as the row's own, its facts in one span: two elements where the controls take twenty.
      <li ref={ref} className={`${rowClass} wrap-user-text font-medium`}>
        {requirement.requirement}
        <span className="text-xs font-normal text-muted-foreground">{`${weight} · ${summaryText(requirement, members, libraryDocuments, answers)}`}</span>
      </li>
    );
  return (
    <li ref={ref} className={rowClass}>
      <RequirementHeading requirement={requirement} onDelete={onDelete} />
      <RequirementControls
        requirement={requirement}
        members={members}
        documentNames={documentNames}
        libraryDocuments={libraryDocuments}
        answers={answers}
      />
      {extra?.(requirement)}
    </li>
  );
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((name, i) => name === b[i]));

/**
 * Re-renders only when its own requirement (the same object from the query while it is
 * unchanged), the members, the documents' names or its answers change: saving one row re-renders one row.
 */
export const RequirementRow = memo(
  Row,
  (before, after) =>
    before.requirement === after.requirement &&
    before.members === after.members &&
    before.onDelete === after.onDelete &&
    before.extra === after.extra &&
    before.eager === after.eager &&
    before.libraryDocuments === after.libraryDocuments &&
    before.answers === after.answers &&
    sameNames(before.documentNames, after.documentNames),
);
