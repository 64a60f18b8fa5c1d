import type { QuickOrderMatch, QuickOrderPreview, QuickOrderProblem } from '@/lib/api/contract/quick-order';

/** A matched line as the buyer may change it before adding: the quantity to send. */
export interface MatchedRow extends QuickOrderMatch {
  chosen: number;
}

/** A line that matched nothing usable, as the buyer corrects it in place. */
export interface UnmatchedRow {
  key: string;
  line: number;
  code: string;
  quantityText: string;
  problem: QuickOrderProblem;
}

export interface QuickOrderRows {
  header: string | null;
  matched: MatchedRow[];
  unmatched: UnmatchedRow[];
}

export function rowsOf(preview: QuickOrderPreview): QuickOrderRows {
  return {
    header: preview.header,
    matched: preview.matched.map((line) => ({ ...line, chosen: line.quantity })),
    unmatched: preview.unmatched.map((line) => ({
      key: `${line.line}:${line.input}`,
      line: line.line,
      code: line.code,
      quantityText: line.quantity_text,
      problem: line.problem,
    })),
  };
}

/** The rows back as text for another check: the matched ones with the chosen quantity, the corrected ones. */
export function textOf(rows: QuickOrderRows): string {
  return [
    ...rows.matched.map((row) => `${row.code}\t${row.chosen}`),
    ...rows.unmatched.map((row) => `${row.code}\t${row.quantityText}`),
  ].join('\n');
}
