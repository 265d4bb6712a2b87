import { categoryLabels, CATEGORIES } from '@/lib/company-document-categories';
import { useSetDocumentTemplate } from '../api/mutations';
import { categoriesInScope, scopeLabel, type DocumentTemplate, type TemplateScope } from '../model';

interface DocumentTemplatesProps {
  templates: readonly DocumentTemplate[];
  scope: TemplateScope;
  workspaceId: string;
  editable: boolean;
}

/** The categories of company document new tenders of a type require, ticked on and off (admins). */
export function DocumentTemplates({ templates, scope, workspaceId, editable }: DocumentTemplatesProps) {
  const required = categoriesInScope(templates, scope);
  const set = useSetDocumentTemplate();
  return (
    <fieldset className="grid gap-3" aria-describedby="document-templates-hint">
      <legend className="font-medium">Required company documents</legend>
      <p id="document-templates-hint" className="text-sm text-muted-foreground">
        {required.size === 0 && scope !== 'all'
          ? `None of its own: ${scopeLabel(scope)} tenders require those for All types. `
          : null}
        A new tender requires the company documents of these categories (a renewed one in its latest version).
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <label key={category} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={required.has(category)}
              disabled={!editable || set.isPending}
              onChange={(event) =>
                set.mutate({ workspaceId, scope, category, required: event.target.checked })
              }
            />
            {categoryLabels[category]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
