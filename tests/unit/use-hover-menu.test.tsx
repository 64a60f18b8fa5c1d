// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_MENU_CLOSE_DELAY, SUBMENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';

function Menu({ delay, keepOpen }: { delay: number; keepOpen?: () => boolean }) {
  const menu = useHoverMenu(delay, keepOpen);
  return (
    <div data-testid="menu" {...menu.triggerProps}>
      <button onClick={menu.toggle}>Účet</button>
      {menu.open && <div role="menu">obsah</div>}
    </div>
  );
}

describe('useHoverMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover and closes 500 ms after the pointer leaves a header menu', () => {
    render(<Menu delay={HEADER_MENU_CLOSE_DELAY} />);
    fireEvent.pointerEnter(screen.getByTestId('menu'), { pointerType: 'mouse' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('menu'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes a submenu after 200 ms, and coming back in time keeps it open', () => {
    render(<Menu delay={SUBMENU_CLOSE_DELAY} />);
    const menu = screen.getByTestId('menu');
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open on leaving while keepOpen says so (a login form with focus)', () => {
    render(<Menu delay={HEADER_MENU_CLOSE_DELAY} keepOpen={() => true} />);
    fireEvent.pointerEnter(screen.getByTestId('menu'), { pointerType: 'mouse' });
    fireEvent.pointerLeave(screen.getByTestId('menu'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('keeps a menu open when the click follows the hover that opened it, and closes on a later click', () => {
    render(<Menu delay={HEADER_MENU_CLOSE_DELAY} />);
    fireEvent.pointerEnter(screen.getByTestId('menu'), { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Účet' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Účet' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ignores touch hover and toggles on tap', () => {
    render(<Menu delay={HEADER_MENU_CLOSE_DELAY} />);
    fireEvent.pointerEnter(screen.getByTestId('menu'), { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Účet' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Účet' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
