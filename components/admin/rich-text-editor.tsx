'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The encoded rule of the first failing check (lib/forms/rules.ts). */
  error?: string;
}

type Command =
  | { name: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink' }
  | { name: 'formatBlock'; value: 'h2' | 'h3' | 'p' | 'blockquote' }
  | { name: 'createLink' };

const tools = [
  { key: 'bold', command: { name: 'bold' }, symbol: 'B' },
  { key: 'italic', command: { name: 'italic' }, symbol: 'I' },
  { key: 'heading2', command: { name: 'formatBlock', value: 'h2' }, symbol: 'H2' },
  { key: 'heading3', command: { name: 'formatBlock', value: 'h3' }, symbol: 'H3' },
  { key: 'paragraph', command: { name: 'formatBlock', value: 'p' }, symbol: '¶' },
  { key: 'quote', command: { name: 'formatBlock', value: 'blockquote' }, symbol: '❝' },
  { key: 'bulletList', command: { name: 'insertUnorderedList' }, symbol: '•' },
  { key: 'numberedList', command: { name: 'insertOrderedList' }, symbol: '1.' },
  { key: 'link', command: { name: 'createLink' }, symbol: '🔗' },
  { key: 'unlink', command: { name: 'unlink' }, symbol: '⛓' },
] as const satisfies readonly { key: string; command: Command; symbol: string }[];

/**
 * A small rich-text field: a toolbar of the formats the server's sanitizer keeps (headings, paragraphs,
 * bold, italic, lists, quotes, links) over an editable area, and the HTML source for what the toolbar
 * does not offer (tables, images). The browser's own editing commands do the work; the server sanitizes.
 */
export function RichTextEditor({ id, label, value, onChange, error }: RichTextEditorProps) {
  const t = useTranslations('Admin.pages.editor');
  const labelId = useId();
  const errorId = `${id}-error`;
  const area = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);

  // What the user types reaches `value` as the area's own HTML, so this writes only when the area is shown
  // again after the source view, or when the form puts another text in (a reset after saving).
  useEffect(() => {
    if (!source && area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [source, value]);

  function run(command: Command) {
    area.current?.focus();
    if (command.name === 'createLink') {
      const url = window.prompt(t('linkPrompt'), 'https://');
      if (!url) return;
      document.execCommand('createLink', false, url);
    } else if (command.name === 'formatBlock') {
      document.execCommand('formatBlock', false, command.value);
    } else {
      document.execCommand(command.name);
    }
    if (area.current) onChange(area.current.innerHTML);
  }

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <div className="rounded border border-grey-300 focus-within:border-blue">
        <div
          role="toolbar"
          aria-label={t('toolbar', { field: label })}
          aria-controls={id}
          className="flex flex-wrap gap-1 border-b border-grey-200 bg-grey-100 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              disabled={source}
              title={t(tool.key)}
              aria-label={t(tool.key)}
              // Keeps the selection in the editable area while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(tool.command)}
              className="min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-white disabled:opacity-40"
            >
              <span aria-hidden="true">{tool.symbol}</span>
            </button>
          ))}
          <button
            type="button"
            aria-pressed={source}
            onClick={() => setSource((shown) => !shown)}
            className="ml-auto rounded px-2 py-1 text-sm hover:bg-white"
          >
            {t('source')}
          </button>
        </div>
        {source ? (
          <textarea
            id={id}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={14}
            className="block w-full rounded-b p-3 font-mono text-sm"
          />
        ) : (
          <div
            id={id}
            ref={area}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
            onInput={(event) => onChange(event.currentTarget.innerHTML)}
            className="min-h-48 p-3 focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-blue [&_a]:underline"
          />
        )}
      </div>
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
