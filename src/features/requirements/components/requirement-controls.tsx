import type { ReactNode } from 'react';
import { nativeSelectClass } from '@/components/ui/native-select';
import type { Member } from '@/lib/workspace';
import { useUpdateRequirement } from '../api/mutations';
import {
  evidenceChange,
  evidenceValue,
  REQUIREMENT_STATUSES,
  requirementStatusLabels,
  type EvidenceAnswer,
  type LibraryDocument,
  type Requirement,
  type RequirementStatus,
} from '../model';

interface RequirementControlsProps {
  requirement: Requirement;
  members: readonly Member[];
  documentNames: readonly string[];
  libraryDocuments: readonly LibraryDocument[];
  answers: readonly EvidenceAnswer[];
}

function Choice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      {children}
    </label>
  );
}

/** The documents a requirement can point to: the tender's, and the one it already names. */
const evidenceChoices = (requirement: Requirement, documentNames: readonly string[]) => [
  ...new Set([...documentNames, ...(requirement.evidence_document ? [requirement.evidence_document] : [])]),
];

/** A requirement's status, owner and evidence as selects, each saved as chosen. */
export function RequirementControls({
  requirement,
  members,
  documentNames,
  libraryDocuments,
  answers,
}: RequirementControlsProps) {
  const update = useUpdateRequirement();
  const save = (change: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: requirement.id, change });
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <Choice label="Status">
        <select
          className={nativeSelectClass}
          value={requirement.status}
          onChange={(event) => save({ status: event.target.value as RequirementStatus })}
        >
          {REQUIREMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {requirementStatusLabels[status]}
            </option>
          ))}
        </select>
      </Choice>
      <Choice label="Owner">
        <select
          className={nativeSelectClass}
          value={requirement.owner_id ?? ''}
          onChange={(event) => save({ owner_id: event.target.value || null })}
        >
          <option value="">Nobody</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </select>
      </Choice>
      <Choice label="Evidence">
        <select
          className={nativeSelectClass}
          value={evidenceValue(requirement)}
          onChange={(event) => save(evidenceChange(event.target.value))}
        >
          <option value="">None</option>
          <optgroup label="Tender documents">
            {evidenceChoices(requirement, documentNames).map((name) => (
              <option key={name} value={`tender:${name}`}>
                {name}
              </option>
            ))}
          </optgroup>
          {libraryDocuments.length > 0 ? (
            <optgroup label="Company documents">
              {libraryDocuments.map((document) => (
                <option key={document.id} value={`library:${document.id}`}>
                  {document.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {answers.length > 0 ? (
            <optgroup label="Library answers">
              {answers.map((answer) => (
                <option key={answer.id} value={`answer:${answer.id}`}>
                  {answer.title}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </Choice>
    </div>
  );
}
