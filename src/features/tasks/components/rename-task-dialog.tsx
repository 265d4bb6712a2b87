import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { renamedTo, type Task } from '../model';
import { TaskNameEditor } from './task-name-editor';

interface RenameTaskDialogProps {
  task: Task | null;
  tasks: readonly Task[];
  onClose: () => void;
  onRename: (task: Task, name: string) => void;
}

/** Rename: an empty or unchanged name (after trimming) is ignored; the name is stored trimmed. */
export function RenameTaskDialog({ task, tasks, onClose, onRename }: RenameTaskDialogProps) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename task</DialogTitle>
          <DialogDescription>Give “{task?.name}” a new name.</DialogDescription>
        </DialogHeader>
        {task ? (
          <TaskNameEditor
            label="Task name"
            initial={task.name}
            tasks={tasks}
            exceptId={task.id}
            saveLabel="Rename"
            onCancel={onClose}
            onSave={(name) => {
              const next = renamedTo(task.name, name);
              if (next) onRename(task, next);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
