import { create } from 'zustand';

/**
 * The held look (HB-HIDDEN): while a player holds "Look at my real tile", the table lights which of
 * their tiles is real; let go and it is three identical tiles again. Kept apart from the table's
 * store: it is never saved, shared or undone.
 */
export const useReveal = create<{ seat: string | null; show(seat: string | null): void }>((set) => ({
  seat: null,
  show: (seat) => set({ seat }),
}));
