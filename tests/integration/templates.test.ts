// Checklist templates' data layer (src/features/templates/api), run unmodified against the
// local stack: an admin edits a type's templates, a new tender of that type gets them through
// save_tender (after the standard tasks, or alone when the type replaces them), the name rule, and the roles (a
// manager or user reads but cannot edit; another workspace sees and touches nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteTemplate,
  saveRequirementTemplate,
  saveTaskTemplate,
  setDocumentTemplate,
  setReplacesStandard,
} from '@/features/templates/api/mutations';
import { fetchTemplates } from '@/features/templates/api/queries';
import { requirementTemplateDefaults, taskTemplateDefaults } from '@/features/templates/form';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let manager: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;

const task = (name: string, dueDaysBefore = '') => ({ ...taskTemplateDefaults(null), name, dueDaysBefore });
const requirement = (text: string, mandatory = true) => ({
  ...requirementTemplateDefaults(null),
  requirement: text,
  mandatory,
});

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'tpl-admin' });
  stranger = await signUpUser(stack, { prefix: 'tpl-stranger' });
  ws = await currentWorkspaceId(admin.client);
  manager = await addMember(stack, admin, ws, 'manager', 'Max Manager');
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

async function createTender(client: SignedUpUser['client'], reference: string, type: string) {
  const { data, error } = await client.rpc('save_tender', {
    p_tender: {
      reference_number: reference,
      client: 'Client',
      title: 'T',
      type,
      tender_submission_date: '2031-06-30',
    },
  });
  if (error) throw error;
  const [tasks, requirements] = await Promise.all([
    client.from('tasks').select('name, due_date').eq('tender_id', data.id).order('created_at'),
    client
      .from('tender_requirements')
      .select('requirement, mandatory')
      .eq('tender_id', data.id)
      .order('position'),
  ]);
  return { tasks: tasks.data, requirements: requirements.data };
}

describe('editing and seeding', () => {
  it('starts a new workspace from the default tasks, for all types', async () => {
    const { tasks, requirements } = await fetchTemplates(ws);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((template) => template.tender_type === null)).toBe(true);
    expect(tasks[0]?.name).toBe('Review tender documents');
    expect(requirements).toEqual([]);
  });

  it('seeds a tender of a type with the standard tasks and its own, or only its own when it replaces them', async () => {
    const framework = { workspaceId: ws, scope: 'framework-agreement' as const };
    await saveTaskTemplate({
      target: { ...framework, position: 0 },
      fields: task('Price the rate card', '14'),
    });
    await saveTaskTemplate({ target: { ...framework, position: 1 }, fields: task('Submit', '0') });
    await saveRequirementTemplate({
      target: { workspaceId: ws, scope: 'all', position: 0 },
      fields: requirement('Tax clearance certificate'),
    });
    await saveRequirementTemplate({
      target: { workspaceId: ws, scope: 'all', position: 1 },
      fields: requirement('Case studies', false),
    });
    const standard = (await fetchTemplates(ws)).tasks
      .filter((template) => template.tender_type === null && !template.only_with_bid_bond)
      .map((template) => template.name);

    const added = await createTender(manager.client, 'TPL-FW', 'framework-agreement');
    expect(added.tasks?.map((row) => row.name)).toEqual([...standard, 'Price the rate card', 'Submit']);
    expect(added.tasks?.slice(-2)).toEqual([
      { name: 'Price the rate card', due_date: '2031-06-16' },
      { name: 'Submit', due_date: '2031-06-30' },
    ]);
    expect(added.requirements).toEqual([
      { requirement: 'Tax clearance certificate', mandatory: true },
      { requirement: 'Case studies', mandatory: false },
    ]);
    const publicTender = await createTender(manager.client, 'TPL-PUB', 'public-tender');
    expect(publicTender.tasks?.map((row) => row.name)).toEqual(standard);
    expect(publicTender.requirements).toHaveLength(2);

    await setReplacesStandard({ workspaceId: ws, type: 'framework-agreement', replaces: true });
    const replaced = await createTender(manager.client, 'TPL-FW-2', 'framework-agreement');
    expect(replaced.tasks?.map((row) => row.name)).toEqual(['Price the rate card', 'Submit']);
    expect((await fetchTemplates(ws)).taskTypes).toEqual([
      expect.objectContaining({ tender_type: 'framework-agreement', replaces_standard: true }),
    ]);
  });

  it('edits and deletes, and refuses a second template of a name for the same type', async () => {
    const framework = (await fetchTemplates(ws)).tasks.filter((t) => t.tender_type === 'framework-agreement');
    const [price, submit] = framework;
    await saveTaskTemplate({
      target: price!,
      fields: { ...taskTemplateDefaults(price!), dueDaysBefore: '21' },
    });
    await expect(
      saveTaskTemplate({
        target: { workspaceId: ws, scope: 'framework-agreement', position: 5 },
        fields: task(' price THE rate card '),
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await deleteTemplate({ kind: 'task', id: submit!.id });
    const after = (await fetchTemplates(ws)).tasks.filter((t) => t.tender_type === 'framework-agreement');
    expect(after.map((t) => [t.name, t.due_days_before])).toEqual([['Price the rate card', 21]]);
  });
});

describe('required company documents', () => {
  it('makes a new tender of the type require the library’s documents of a category, renewed ones once', async () => {
    const { error } = await admin.client.from('company_documents').insert([
      { workspace_id: ws, name: 'Liability insurance', category: 'insurance', expires_on: '2030-01-31' },
      { workspace_id: ws, name: 'Liability insurance', category: 'insurance', expires_on: '2031-01-31' },
      { workspace_id: ws, name: 'ISO 9001', category: 'certificate', expires_on: '2032-01-31' },
    ]);
    expect(error).toBeNull();
    const insurance = {
      workspaceId: ws,
      scope: 'framework-agreement' as const,
      category: 'insurance' as const,
    };
    await setDocumentTemplate({ ...insurance, required: true });
    await setDocumentTemplate({ ...insurance, category: 'certificate', required: true });
    await setDocumentTemplate({ ...insurance, category: 'certificate', required: false });
    expect((await fetchTemplates(ws)).documents.map((row) => row.category)).toEqual(['insurance']);

    const { data: tender } = await manager.client.rpc('save_tender', {
      p_tender: {
        workspace_id: ws,
        reference_number: 'TPL-DOC',
        client: 'C',
        title: 'T',
        type: 'framework-agreement',
      },
    });
    const { data } = await manager.client
      .from('tender_required_documents')
      .select('document:company_documents(name, expires_on)')
      .eq('tender_id', tender!.id);
    expect(data).toEqual([{ document: { name: 'Liability insurance', expires_on: '2031-01-31' } }]);
  });
});

describe('roles', () => {
  it('lets a manager read the templates but not edit them', async () => {
    const { data } = await manager.client.from('task_templates').select('id').eq('workspace_id', ws);
    expect(data).toHaveLength((await fetchTemplates(ws)).tasks.length);
    const insert = await manager.client.from('task_templates').insert({ workspace_id: ws, name: 'Mine' });
    expect(insert.error?.code).toBe('42501');
    const update = await manager.client
      .from('requirement_templates')
      .update({ requirement: 'x' })
      .eq('workspace_id', ws)
      .select();
    expect(update.data).toEqual([]);
  });

  it('shows another workspace nothing and lets it add nothing', async () => {
    const { data } = await stranger.client.from('requirement_templates').select('id');
    expect(data).toEqual([]);
    const insert = await stranger.client
      .from('requirement_templates')
      .insert({ workspace_id: ws, requirement: 'Sneaky' });
    expect(insert.error?.code).toBe('42501');
  });
});
