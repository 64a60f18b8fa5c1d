import { QUICK_ORDER_MAX_CHARS } from '@/lib/api/contract/limits';

export type FileProblem = 'fileTooBig' | 'fileWrongType' | 'fileUnreadable';

const TEXT_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']);

/** A CSV or text file no larger than what one quick order takes. */
export function fileProblem(file: File): FileProblem | null {
  if (!/\.(csv|txt)$/i.test(file.name) || !TEXT_TYPES.has(file.type)) return 'fileWrongType';
  return file.size > QUICK_ORDER_MAX_CHARS ? 'fileTooBig' : null;
}

/** The file's text: UTF-8, or Windows-1250 as Czech and Slovak Excel saves "CSV (separated by semicolons)". */
export async function readQuickOrderFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}
