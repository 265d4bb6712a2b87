import { File, FileArchive, FileImage, FileSpreadsheet, FileText, Presentation } from 'lucide-react';
import { kindOf } from '../model';

const icons = {
  pdf: FileText,
  word: FileText,
  spreadsheet: FileSpreadsheet,
  presentation: Presentation,
  image: FileImage,
  archive: FileArchive,
  text: FileText,
  other: File,
} as const;

export function DocumentIcon({ mimetype }: { mimetype: string | null }) {
  const Icon = icons[kindOf(mimetype)];
  return <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />;
}
