import { beforeEach, describe, expect, it } from 'vitest';
import { initialLayoutState, isUnpaidInvoiceModalVisible, useLayoutStore } from '@/lib/stores/layout-store';

const state = () => useLayoutStore.getState();

describe('layout store', () => {
  beforeEach(() => {
    useLayoutStore.setState(initialLayoutState);
  });

  it('starts closed, without a preferred locale, in CZK', () => {
    expect(state()).toMatchObject({
      loadedAt: null,
      loginOpen: false,
      modalOpen: false,
      modalSize: 'normal',
      overlay: false,
      categoryMenuOpen: false,
      searchOpen: false,
      preferredLocale: null,
      selectedCurrencyCode: 'CZK',
    });
  });

  it('opens a modal with a size and closes it', () => {
    state().openModal('extra-large');
    expect(state()).toMatchObject({ modalOpen: true, modalSize: 'extra-large' });
    state().closeModal();
    expect(state().modalOpen).toBe(false);
    state().openModal();
    expect(state().modalSize).toBe('normal');
  });

  it('sets the simple flags and values', () => {
    state().setLoginOpen(true);
    state().setOverlay(true);
    state().setCategoryMenuOpen(true);
    state().setSearchOpen(true);
    state().setPreferredLocale('en');
    state().setSelectedCurrencyCode('EUR');
    state().setLoadedAt(1234);
    expect(state()).toMatchObject({
      loginOpen: true,
      overlay: true,
      categoryMenuOpen: true,
      searchOpen: true,
      preferredLocale: 'en',
      selectedCurrencyCode: 'EUR',
      loadedAt: 1234,
    });
  });

  it('merges modal flags instead of replacing them', () => {
    state().setLanguageModal({ dismissed: true });
    state().setLanguageModal({ open: true });
    expect(state().languageModal).toEqual({ open: true, dismissed: true });
    state().setUnpaidInvoiceModal({ requested: true });
    state().setUnpaidInvoiceModal({ hidden: true });
    expect(state().unpaidInvoiceModal).toEqual({ requested: true, hidden: true });
  });

  it('shows the unpaid-invoices modal only when requested, not hidden and no language modal is open', () => {
    expect(isUnpaidInvoiceModalVisible(state())).toBe(false);
    state().setUnpaidInvoiceModal({ requested: true });
    expect(isUnpaidInvoiceModalVisible(state())).toBe(true);
    state().setLanguageModal({ open: true });
    expect(isUnpaidInvoiceModalVisible(state())).toBe(false);
    state().setLanguageModal({ open: false });
    state().setUnpaidInvoiceModal({ hidden: true });
    expect(isUnpaidInvoiceModalVisible(state())).toBe(false);
  });
});
