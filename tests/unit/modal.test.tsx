// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalSize } from '@/components/ui/modal';
import { renderWithIntl } from './render-with-intl';

function Harness({ size }: { size?: ModalSize }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Otvoriť</button>
      <Modal open={open} onOpenChange={setOpen} title="Novinky e-mailom" size={size}>
        <input aria-label="E-mail" />
      </Modal>
    </>
  );
}

function open(size?: ModalSize) {
  renderWithIntl(<Harness size={size} />);
  fireEvent.click(screen.getByRole('button', { name: 'Otvoriť' }));
  return screen.getByRole('dialog', { name: 'Novinky e-mailom' });
}

describe('<Modal>', () => {
  it('opens with the overlay and the asked size', () => {
    const dialog = open('extra-large');
    expect(dialog).toHaveAttribute('data-size', 'extra-large');
    expect(screen.getByTestId('modal-overlay')).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const dialog = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('modal-overlay')).not.toBeInTheDocument();
  });

  it('closes on its close button, named in the page language', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    open();
    // Radix starts listening for outside clicks one tick after opening.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.pointerDown(screen.getByLabelText('E-mail'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.pointerDown(overlay, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(overlay, { button: 0, pointerType: 'mouse' });
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
