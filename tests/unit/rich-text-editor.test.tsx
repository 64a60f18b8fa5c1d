// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { renderWithIntl } from './render-with-intl';

/** The editor inside a form that owns the value and can put another text in, as a reset after saving does. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor id="content" label="Obsah" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<p>Uložené</p>')}>
        reset
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value, keeps what is typed and shows a text the form puts in', () => {
    renderWithIntl(<Harness initial="<p>Prvý <strong>text</strong></p>" />, 'sk', 'admin');
    const area = screen.getByRole('textbox', { name: 'Obsah' });
    expect(area.innerHTML).toBe('<p>Prvý <strong>text</strong></p>');

    area.innerHTML = '<p>Napísané</p>';
    fireEvent.input(area);
    expect(screen.getByTestId('value').textContent).toBe('<p>Napísané</p>');
    expect(area.innerHTML).toBe('<p>Napísané</p>');

    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(screen.getByRole('textbox', { name: 'Obsah' }).innerHTML).toBe('<p>Uložené</p>');
  });

  it('carries an edit of the HTML source back into the formatted view', () => {
    renderWithIntl(<Harness initial="<p>A</p>" />, 'sk', 'admin');
    const sourceToggle = screen.getByRole('button', { pressed: false, name: /HTML|zdroj/i });
    act(() => sourceToggle.click());
    fireEvent.change(screen.getByRole('textbox', { name: 'Obsah' }), { target: { value: '<h2>B</h2>' } });
    act(() => screen.getByRole('button', { pressed: true }).click());
    expect(screen.getByRole('textbox', { name: 'Obsah' }).innerHTML).toBe('<h2>B</h2>');
  });
});
