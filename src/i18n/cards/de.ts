/** German event texts, a chunk of their own: only the hand, the log and the replay show them. */
export { CARD_TEXT_DE as default } from '../cardTexts.de';
