import { Bold, Heading2, Link, List, Table } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { AnswerText } from './answer-text';

/** What each toolbar button puts around the selection (or in place of it). */
const FORMATS = [
  { label: 'Heading', icon: Heading2, before: '\n## ', after: '\n', sample: 'Heading' },
  { label: 'Bold', icon: Bold, before: '**', after: '**', sample: 'bold text' },
  { label: 'Bulleted list', icon: List, before: '\n- ', after: '\n', sample: 'List item' },
  { label: 'Link', icon: Link, before: '[', after: '](https://)', sample: 'link text' },
  {
    label: 'Table',
    icon: Table,
    before: '\n| Column | Column |\n| --- | --- |\n| ',
    after: ' | |\n',
    sample: 'Cell',
  },
] as const;

interface MarkdownEditorProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The answer's text as Markdown, with buttons that format the selection and a preview of
 * what readers see. The text stays plain: nothing typed becomes markup.
 */
export function MarkdownEditor({ value, onChange, ...textarea }: MarkdownEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const format = ({ before, after, sample }: (typeof FORMATS)[number]) => {
    const element = ref.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || sample;
    onChange(value.slice(0, start) + before + selected + after + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };
  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
        {FORMATS.map((f) => (
          <Button
            key={f.label}
            type="button"
            variant="outline"
            size="sm"
            aria-label={f.label}
            title={f.label}
            disabled={preview}
            onClick={() => format(f)}
          >
            <f.icon aria-hidden />
          </Button>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={preview}
          onClick={() => setPreview(!preview)}
        >
          Preview
        </Button>
      </div>
      {preview ? (
        <div className="min-h-48 rounded-md border p-3">
          <AnswerText text={value} />
        </div>
      ) : (
        <Textarea
          ref={ref}
          {...textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-48 font-mono text-sm"
        />
      )}
    </div>
  );
}
