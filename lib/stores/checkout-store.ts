import { create } from 'zustand';

/** The order page's step boxes that a shopper fills in and may change later. */
export type CheckoutBox = 'shipping' | 'payment' | 'customer_data';

interface CheckoutState {
  /** The box reopened by its change link (or a blocker's link); null lets the cart decide. */
  editing: CheckoutBox | null;
  edit: (box: CheckoutBox) => void;
  /** The box's choice is saved: the cart's next step opens. */
  finish: (box: CheckoutBox) => void;
}

/** Spec §3 "Store areas: cart": which checkout step box the shopper is working in. */
export const useCheckoutStore = create<CheckoutState>()((set) => ({
  editing: null,
  edit: (box) => set({ editing: box }),
  finish: (box) => set((state) => (state.editing === box ? { editing: null } : state)),
}));
