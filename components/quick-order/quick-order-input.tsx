'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from '@/lib/api/contract/limits';
import { countPastedLines } from '@/lib/quick-order/parse-lines';
import { fileProblem, readQuickOrderFile } from './read-quick-order-file';

interface QuickOrderInputProps {
  text: string;
  onText: (text: string) => void;
  onCheck: (text: string) => void;
  checking: boolean;
}

/** The pasted lines or an uploaded CSV file, checked here for size and line count before they are sent. */
export function QuickOrderInput({ text, onText, onCheck, checking }: QuickOrderInputProps) {
  const t = useTranslations('QuickOrder');
  const textId = useId();
  const fileId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function loadFile(file: File | undefined) {
    setNotice(null);
    if (!file) return;
    const wrong = fileProblem(file);
    if (wrong) {
      setProblem(t(wrong, { size: Math.floor(QUICK_ORDER_MAX_CHARS / 1000) }));
      return;
    }
    try {
      onText(await readQuickOrderFile(file));
      setProblem(null);
      setNotice(t('fileLoaded', { name: file.name }));
    } catch {
      setProblem(t('fileUnreadable'));
    }
  }

  function check() {
    const lines = countPastedLines(text);
    if (lines === 0) setProblem(t('emptyText'));
    else if (lines > QUICK_ORDER_MAX_LINES)
      setProblem(t('tooManyLines', { max: QUICK_ORDER_MAX_LINES, count: lines }));
    else {
      setProblem(null);
      onCheck(text);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={textId} className="font-semibold">
        {t('textLabel')}
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => onText(event.target.value)}
        rows={6}
        maxLength={QUICK_ORDER_MAX_CHARS}
        placeholder={t('placeholder')}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${textId}-problem` : undefined}
        className="w-full rounded border border-field p-3 font-mono text-sm"
        data-testid="quick-order-text"
      />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fileId} className="text-grey-700">
          {t('fileLabel')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => void loadFile(event.target.files?.[0])}
          className="max-w-full text-sm"
        />
        <span className="text-grey-600">
          {t('fileHint', { size: Math.floor(QUICK_ORDER_MAX_CHARS / 1000), lines: QUICK_ORDER_MAX_LINES })}
        </span>
      </div>
      {notice && (
        <p role="status" className="text-sm text-dark-green">
          {notice}
        </p>
      )}
      {problem && (
        <p id={`${textId}-problem`} role="alert" className="text-sm text-red">
          {problem}
        </p>
      )}
      <button
        type="button"
        onClick={check}
        disabled={checking}
        className="h-11 self-start rounded bg-blue px-5 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        data-testid="quick-order-check"
      >
        {checking ? t('checking') : t('check')}
      </button>
    </div>
  );
}
