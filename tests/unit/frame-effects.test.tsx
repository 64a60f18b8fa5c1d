// @vitest-environment jsdom
import { act, renderHook, screen } from '@testing-library/react';
import { toast } from '@/lib/toast/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewVersionBanner } from '@/components/notices/new-version-banner';
import { apiClient } from '@/lib/api/client';
import { reloadAfterChunkError, RELOAD_THROTTLE_MS } from '@/lib/hooks/use-chunk-reload';
import { useErrorMessageParam } from '@/lib/hooks/use-error-message-param';
import { VERSION_POLL_MS } from '@/lib/hooks/use-new-version';
import { PAGE_VIEW_DELAY_MS, usePageViewTracking } from '@/lib/hooks/use-page-view-tracking';
import { renderWithIntl } from './render-with-intl';

vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('next/navigation', () => ({ usePathname: () => '/kategorie/taniere' }));
vi.mock('next-intl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next-intl')>()),
  useLocale: () => 'sk',
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('new-version banner', () => {
  it('stores the first version and shows the 150 px banner when a later poll differs', async () => {
    const versions = ['1.0.0+a', '1.0.0+a', '1.0.1+b'];
    const fetchMock = vi.fn(async () => Response.json({ appVersion: versions.shift() ?? '1.0.1+b' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithIntl(<NewVersionBanner />);
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(VERSION_POLL_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(VERSION_POLL_MS));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Je k dispozícii nová verzia obchodu.');
    expect(banner.className).toContain('h-[150px]');
    expect(screen.getByRole('button', { name: 'Načítať novú verziu' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/static/version.json', { cache: 'no-store' });
    expect(VERSION_POLL_MS).toBe(30_000);
  });

  it('only logs a failed check', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderWithIntl(<NewVersionBanner />);
    await act(async () => {});
    expect(log).toHaveBeenCalledWith('Version check failed', expect.any(TypeError));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('show_error_message', () => {
  it('toasts the message for 10 s and removes it from the URL', () => {
    window.history.replaceState(null, '', '/objednavka?show_error_message=Platba%20zlyhala&step=2#top');
    renderHook(() => useErrorMessageParam());
    expect(toast.error).toHaveBeenCalledWith('Platba zlyhala');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/objednavka?step=2#top',
    );
  });
});

describe('chunk-load failures', () => {
  it('reload the page at most once a minute, and only for chunk errors', () => {
    window.sessionStorage.clear();
    const reload = vi.fn();
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(reloadAfterChunkError(new Error('boom'), 1_000_000, reload)).toBe(false);
    expect(reloadAfterChunkError(chunkError, 1_000_000, reload)).toBe(true);
    expect(reloadAfterChunkError(chunkError, 1_000_000 + RELOAD_THROTTLE_MS - 1, reload)).toBe(false);
    expect(reloadAfterChunkError(chunkError, 1_000_000 + RELOAD_THROTTLE_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('page views', () => {
  it('are sent 250 ms after a route change', () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(undefined);
    renderHook(() => usePageViewTracking());
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1));
    expect(post).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledWith('/api/page-views', { path: '/kategorie/taniere', locale: 'sk' });
  });
});
