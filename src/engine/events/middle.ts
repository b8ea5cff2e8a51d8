/** Events of the Middle Year cards (41–81): each import registers one implemented event. */
export {};
