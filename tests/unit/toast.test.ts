import { beforeAll, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const { DEFAULT_TOAST_MS, ERROR_TOAST_MS, toast, toasterMounted } = await import('@/lib/toast/toast');

describe('toasts (spec §8, §9)', () => {
  beforeAll(() => toasterMounted());

  it('shows an error for 10 s unless told otherwise, and the other styles for the default 5 s', async () => {
    expect([DEFAULT_TOAST_MS, ERROR_TOAST_MS]).toEqual([5_000, 10_000]);
    toast.error('Platba zlyhala');
    toast.error('Krátko', { duration: 2_000 });
    toast.success('Pridané do košíka');
    toast.info('Cena sa zmenila');
    await vi.waitFor(() => expect(sonner.info).toHaveBeenCalled());
    expect(sonner.error.mock.calls).toEqual([
      ['Platba zlyhala', { duration: 10_000 }],
      ['Krátko', { duration: 2_000 }],
    ]);
    expect(sonner.success).toHaveBeenCalledWith('Pridané do košíka', undefined);
    expect(sonner.info).toHaveBeenCalledWith('Cena sa zmenila', undefined);
  });
});
