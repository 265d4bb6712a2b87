// A requirement's words and weight, one rule for a tender's checklist and for the templates
// new tenders start with: what a pasted list becomes, and what an edit may hold (the database
// checks the same: tender_requirements' and requirement_templates' constraints).
import { z } from '@/lib/zod';

export const REQUIREMENT_MAX = 2000;
export const SOURCE_MAX = 200;

export interface PastedRequirement {
  requirement: string;
  source: string;
  mandatory: boolean;
}

const OPTIONAL = /^(optional|no|n|false|desirable)$/i;

/**
 * Lines pasted from a document (one requirement a line) or rows copied from a spreadsheet
 * (tab-separated: requirement, source, mandatory). Empty lines are skipped; a third column of
 * 'optional', 'no' or 'desirable' makes it optional; anything else is mandatory.
 */
export function parsePastedRequirements(text: string): PastedRequirement[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter(([requirement]) => requirement)
    .map(([requirement, source = '', mandatory = '']) => ({
      requirement: requirement!.slice(0, REQUIREMENT_MAX),
      source: source.slice(0, SOURCE_MAX),
      mandatory: !OPTIONAL.test(mandatory),
    }));
}

/** A requirement as a form edits it: its words, where the documents ask for it, whether it is mandatory. */
export const requirementEditSchema = z.object({
  requirement: z
    .string()
    .trim()
    .min(1, 'Enter the requirement')
    .max(REQUIREMENT_MAX, `At most ${REQUIREMENT_MAX} characters`),
  source: z.string().trim().max(SOURCE_MAX, `At most ${SOURCE_MAX} characters`),
  mandatory: z.boolean(),
});

export type RequirementEdit = z.output<typeof requirementEditSchema>;
