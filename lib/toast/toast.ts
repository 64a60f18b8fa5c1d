import type { ExternalToast } from 'sonner';

type SonnerToast = (typeof import('sonner'))['toast'];

/**
 * Toasts without sonner in the first-load JavaScript: the first toast of a page view loads sonner,
 * mounts its Toaster (LazyToaster) and shows itself once the Toaster listens; later ones go straight on.
 */
let requested = false;
const requestListeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let ready: Promise<SonnerToast> | null = null;

function loadToast(): Promise<SonnerToast> {
  if (!ready) {
    requested = true;
    for (const listener of requestListeners) listener();
    ready = Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
  }
  return ready;
}

/** Spec §9: a toast stays 5 s, an error toast 10 s. */
export const DEFAULT_TOAST_MS = 5_000;
export const ERROR_TOAST_MS = 10_000;

/** Spec §8: the three toast styles, success, error and info. */
export const toast = {
  success: (message: string, options?: ExternalToast) => {
    void loadToast().then((sonner) => sonner.success(message, options));
  },
  error: (message: string, options?: ExternalToast) => {
    void loadToast().then((sonner) => sonner.error(message, { duration: ERROR_TOAST_MS, ...options }));
  },
  info: (message: string, options?: ExternalToast) => {
    void loadToast().then((sonner) => sonner.info(message, options));
  },
};

/** For LazyToaster: whether a toast has asked for the Toaster yet. */
export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/** For LazyToaster: its Toaster is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}
