// The tasks feature's words, apart from its schemas (model.ts), so that reading its data
// (api/queries.ts) does not load zod.
export const taskMessages = {
  added: 'Task added successfully',
  deleted: 'Task deleted successfully',
  renamed: 'Task renamed successfully',
  updated: 'Task updated successfully',
  addFailed: 'Failed to add task',
  deleteFailed: 'Failed to delete task',
  renameFailed: 'Failed to rename task',
  updateFailed: 'Failed to update task',
  statusFailed: 'Failed to update task status',
  assignFailed: 'Failed to assign task',
  dueDateSet: 'Due date saved',
  dueDateCleared: 'Due date cleared',
  dueDateFailed: 'Failed to update the due date',
  loadFailed: 'Failed to load tasks. Please try again later.',
  deleteTitle: 'Are you sure you want to delete this task?',
} as const;

/** '“Site visit” will be deleted. This cannot be undone.' */
export const deleteTaskWarning = (task: { name: string }) =>
  `“${task.name}” will be deleted. This cannot be undone.`;
