/** Events of the Early Year cards (1–40): each import registers one implemented event. */
export {};
