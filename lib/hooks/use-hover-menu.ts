'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: header menus close 500 ms after the pointer leaves; submenus in the frame 200 ms. */
export const HEADER_MENU_CLOSE_DELAY = 500;
export const SUBMENU_CLOSE_DELAY = 200;
const HOVER_CLICK_GRACE_MS = 600;

interface ControlledOpen {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * Desktop: hovering opens, leaving closes after `closeDelay` unless `keepOpen()` says otherwise (a login
 * form with focus). A click or tap toggles, which is how touch screens use it. `controlled` keeps the
 * open state elsewhere (the layout store), where other menus can close it.
 */
export function useHoverMenu(
  closeDelay: number,
  keepOpen: () => boolean = () => false,
  controlled?: ControlledOpen,
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled ? controlled.open : ownOpen;
  const setOpen = controlled ? controlled.setOpen : setOwnOpen;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hoverOpenedAt = useRef(0);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const onPointerEnter = useCallback(
    (event: { pointerType?: string }) => {
      if (event.pointerType === 'touch') return;
      cancelClose();
      if (!open) hoverOpenedAt.current = Date.now();
      setOpen(true);
    },
    [cancelClose, setOpen, open],
  );

  const onPointerLeave = useCallback(
    (event: { pointerType?: string }) => {
      if (event.pointerType === 'touch') return;
      cancelClose();
      timer.current = setTimeout(() => {
        if (!keepOpen()) setOpen(false);
      }, closeDelay);
    },
    [cancelClose, closeDelay, keepOpen, setOpen],
  );

  // The click that follows the hover which just opened the menu must not close it again.
  const toggle = useCallback(() => {
    cancelClose();
    if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    setOpen(!open);
  }, [cancelClose, setOpen, open]);

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose, setOpen]);

  return { open, setOpen, toggle, close, triggerProps: { onPointerEnter, onPointerLeave } };
}
