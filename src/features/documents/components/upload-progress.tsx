import { RotateCw, X } from 'lucide-react';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import type { UploadItem } from '../hooks/use-uploads';

interface UploadProgressProps {
  items: UploadItem[];
  onRetry: (item: UploadItem) => void;
  onDismiss: (id: number) => void;
}

/** One progress bar per file going up; a failed one says why and can be retried. */
export function UploadProgress({ items, onRetry, onDismiss }: UploadProgressProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="grid grid-cols-1 gap-2">
      {items.map((item) => (
        <li key={item.id} className="grid grid-cols-1 gap-1.5 rounded-md border p-3">
          <div className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate font-medium" title={item.name}>
              {item.name}
            </span>
            {item.status === 'uploading' ? (
              <span className="tabular-nums text-muted-foreground">{Math.round(item.progress * 100)}%</span>
            ) : (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRetry(item)}
                  aria-label={`Retry ${item.name}`}
                >
                  <RotateCw aria-hidden /> Retry
                </Button>
                <RowAction
                  label={`Dismiss ${item.name}`}
                  icon={X}
                  className="size-8"
                  onClick={() => onDismiss(item.id)}
                />
              </>
            )}
          </div>
          {item.status === 'uploading' ? (
            <div
              role="progressbar"
              aria-label={`Uploading ${item.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${item.progress * 100}%` }}
              />
            </div>
          ) : (
            <p role="alert" className="text-sm text-destructive">
              {item.error}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
