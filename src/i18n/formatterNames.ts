/** The custom formatters of our ICU messages ({card, card}, {side, side}, …), one per export of ./formatters. */
export const FORMATTER_NAMES = [
  'side',
  'sides',
  'card',
  'cards',
  'pscard',
  'space',
  'country',
  'suit',
  'use',
  'level',
  'period',
  'trigger',
  'bool',
  'signed',
  'reason',
  'opt',
] as const;
