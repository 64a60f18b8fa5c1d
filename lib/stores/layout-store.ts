import { create } from 'zustand';
import type { CurrencyCode } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';

export const modalSizes = ['small', 'normal', 'big', 'large', 'extra-large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface LanguageModalFlags {
  open: boolean;
  /** The visitor already chose a language/country, so the modal is not offered again. */
  dismissed: boolean;
}

export interface UnpaidInvoiceModalFlags {
  requested: boolean;
  /** The visitor muted the notice. */
  hidden: boolean;
}

/** Spec §3 "Layout state". Client-only UI state; server renders see the initial values. */
export interface LayoutState {
  loadedAt: number | null;
  loginOpen: boolean;
  modalOpen: boolean;
  modalSize: ModalSize;
  overlay: boolean;
  categoryMenuOpen: boolean;
  searchOpen: boolean;
  mobileMenuOpen: boolean;
  preferredLocale: Locale | null;
  languageModal: LanguageModalFlags;
  unpaidInvoiceModal: UnpaidInvoiceModalFlags;
  selectedCurrencyCode: CurrencyCode;
}

export interface LayoutActions {
  setLoadedAt: (loadedAt: number | null) => void;
  setLoginOpen: (open: boolean) => void;
  openModal: (size?: ModalSize) => void;
  closeModal: () => void;
  setOverlay: (visible: boolean) => void;
  setCategoryMenuOpen: (open: boolean) => void;
  /** The mobile search overlay; opening it closes the mobile menu (and opening that closes this). */
  setSearchOpen: (open: boolean) => void;
  /** Spec §2: opening the mobile menu closes the other menus. */
  setMobileMenuOpen: (open: boolean) => void;
  setPreferredLocale: (locale: Locale | null) => void;
  setLanguageModal: (flags: Partial<LanguageModalFlags>) => void;
  setUnpaidInvoiceModal: (flags: Partial<UnpaidInvoiceModalFlags>) => void;
  setSelectedCurrencyCode: (code: CurrencyCode) => void;
}

export type LayoutStore = LayoutState & LayoutActions;

export const initialLayoutState: LayoutState = {
  loadedAt: null,
  loginOpen: false,
  modalOpen: false,
  modalSize: 'normal',
  overlay: false,
  categoryMenuOpen: false,
  searchOpen: false,
  mobileMenuOpen: false,
  preferredLocale: null,
  languageModal: { open: false, dismissed: false },
  unpaidInvoiceModal: { requested: false, hidden: false },
  // Spec §9: CZK is the default currency.
  selectedCurrencyCode: 'CZK',
};

export const useLayoutStore = create<LayoutStore>()((set) => ({
  ...initialLayoutState,
  setLoadedAt: (loadedAt) => set({ loadedAt }),
  setLoginOpen: (loginOpen) => set({ loginOpen }),
  openModal: (modalSize = 'normal') => set({ modalOpen: true, modalSize }),
  closeModal: () => set({ modalOpen: false }),
  setOverlay: (overlay) => set({ overlay }),
  setCategoryMenuOpen: (categoryMenuOpen) => set({ categoryMenuOpen }),
  setSearchOpen: (searchOpen) => set(searchOpen ? { searchOpen, mobileMenuOpen: false } : { searchOpen }),
  setMobileMenuOpen: (mobileMenuOpen) =>
    set(
      mobileMenuOpen
        ? { mobileMenuOpen, categoryMenuOpen: false, searchOpen: false, loginOpen: false }
        : { mobileMenuOpen },
    ),
  setPreferredLocale: (preferredLocale) => set({ preferredLocale }),
  setLanguageModal: (flags) => set((state) => ({ languageModal: { ...state.languageModal, ...flags } })),
  setUnpaidInvoiceModal: (flags) =>
    set((state) => ({ unpaidInvoiceModal: { ...state.unpaidInvoiceModal, ...flags } })),
  setSelectedCurrencyCode: (selectedCurrencyCode) => set({ selectedCurrencyCode }),
}));

/** Spec §4: the unpaid-invoices notice never competes with the language modal. */
export function isUnpaidInvoiceModalVisible(state: LayoutState): boolean {
  return !state.languageModal.open && state.unpaidInvoiceModal.requested && !state.unpaidInvoiceModal.hidden;
}
