import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ACCEPT, TYPES_HINT } from '../model';

/** Drop files here, or choose them; both take several at once. */
export function DocumentDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      data-testid="document-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
      )}
    >
      <Upload aria-hidden className="size-6 text-muted-foreground" />
      <p className="text-sm font-medium">Drop files here, or</p>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} aria-describedby={hintId}>
        Choose files
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        {TYPES_HINT}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload documents"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
