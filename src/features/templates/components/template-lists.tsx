import type { WorkspaceTemplates } from '../api/queries';
import { dueLabel, inScope, nextPosition, replacesStandard, scopeLabel, type TemplateScope } from '../model';
import { DocumentTemplates } from './document-templates';
import { RequirementTemplateForm } from './requirement-template-form';
import { RequirementTemplateInPlace } from './requirement-template-in-place';
import { RequirementTemplatesPaste } from './requirement-templates-paste';
import { TaskTemplateForm } from './task-template-form';
import { TemplateSection } from './template-section';
import { TypeTasks } from './type-tasks';

interface TemplateListsProps {
  templates: WorkspaceTemplates;
  scope: TemplateScope;
  workspaceId: string;
  editable: boolean;
}

/** The default tasks and the default requirements of one tender type (or of all types). */
export function TemplateLists({ templates, scope, workspaceId, editable }: TemplateListsProps) {
  const tasks = inScope(templates.tasks, scope);
  const requirements = inScope(templates.requirements, scope);
  const fallback = (kind: string) =>
    scope === 'all'
      ? `No ${kind} for all types yet.`
      : `No ${kind} of its own: ${scopeLabel(scope)} tenders get those for All types.`;
  return (
    <>
      <TemplateSection
        kind="task"
        title="Default tasks"
        noun="task"
        empty={fallback('default tasks')}
        templates={tasks}
        editable={editable}
        nameOf={(task) => task.name}
        detailsOf={(task) =>
          [
            task.description,
            dueLabel(task.due_days_before),
            task.only_with_bid_bond ? 'Only with a bid bond' : null,
          ]
            .filter(Boolean)
            .map((line) => (
              <p key={line} className="whitespace-pre-line break-words">
                {line}
              </p>
            ))
        }
        form={(saved, dialog) => (
          <TaskTemplateForm
            saved={saved}
            target={saved ?? { workspaceId, scope, position: nextPosition(tasks) }}
            {...dialog}
          />
        )}
      />
      {scope === 'all' ? null : (
        <TypeTasks
          workspaceId={workspaceId}
          type={scope}
          replaces={replacesStandard(templates.taskTypes, scope)}
          editable={editable}
        />
      )}
      <TemplateSection
        kind="requirement"
        title="Default requirements"
        noun="requirement"
        empty={fallback('default requirements')}
        templates={requirements}
        editable={editable}
        nameOf={(requirement) => requirement.requirement}
        detailsOf={(requirement) =>
          [requirement.mandatory ? 'Mandatory' : 'Optional', requirement.source].filter(Boolean).join(' · ')
        }
        form={(saved, dialog) => (
          <RequirementTemplateForm
            saved={saved}
            target={saved ?? { workspaceId, scope, position: nextPosition(requirements) }}
            {...dialog}
          />
        )}
        editInPlace={(saved, done) => <RequirementTemplateInPlace saved={saved} done={done} />}
        addMore={
          <RequirementTemplatesPaste target={{ workspaceId, scope, position: nextPosition(requirements) }} />
        }
      />
      <DocumentTemplates
        templates={templates.documents}
        scope={scope}
        workspaceId={workspaceId}
        editable={editable}
      />
    </>
  );
}
