/** Events of the Late Year cards (82–110): each import registers one implemented event. */
export {};
