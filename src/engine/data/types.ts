/** Static facts of the game: map, cards, tables. Plain readonly data, no behaviour. */
export type Side = 'communist' | 'democrat';
export type CountryId = 'east-germany' | 'poland' | 'czechoslovakia' | 'hungary' | 'romania' | 'bulgaria';
type Region = 'eastern-europe' | 'balkans';
export type Socio = 'elite' | 'bureaucrat' | 'farmer' | 'worker' | 'intellectual' | 'student' | 'church' | 'minority';
export type Period = 'early' | 'middle' | 'late';
type CardSide = Side | 'neutral' | 'scoring';
/**
 * How long a card's lasting effect lasts (7.2), one kind per card in the card data. src/engine/lasting.ts
 * ends the effects of every kind through one exhaustive switch: a kind added here (or declared by a
 * module, like the frame kinds) fails to compile until that switch handles it.
 */
export interface LastingKinds {
  /** to the end of the game (only an event's cancellation ends it) */
  game: true;
  /** to the end of this turn */
  turn: true;
  /** to the end of the next power struggle (its card's hook may keep it waiting for another) */
  'until-power-struggle': true;
  /** until another event cancels it */
  'until-cancelled': true;
  /** until its card's hook reports it used */
  'until-used': true;
  /** through the next turn: it ends when that turn does */
  'next-turn': true;
  /** to the end of the action round it began in */
  'end-of-action-round': true;
  /** to the opponent's next card play in an action round (its card's hook may keep it for that play's event) */
  'next-action-round': true;
}
export type Lasting = keyof LastingKinds | null;

export interface SpaceData {
  id: string;
  /** 0..74, grouped by country. */
  index: number;
  country: CountryId;
  region: Region;
  /** 2.1.4 */
  stability: number;
  /** 2.1.3 */
  socio: Socio;
  /** 2.1.5 */
  battleground: boolean;
  /** 2.1.6, space ids */
  adjacent: readonly string[];
  /** 3.2 / 3.3 */
  setup: { communist: number; democrat: number };
}

/** A space's place on the globe (reference), for the map's layout at build time. */
export interface SpaceLocation {
  lat: number;
  lon: number;
}

export interface CardData {
  number: number;
  id: string;
  /** printed Ops value; 0 for scoring cards */
  ops: number;
  side: CardSide;
  period: Period;
  /** asterisk: removed from the game when played as an event (2.2.4) */
  removeAfterEvent: boolean;
  /** underlined title (2.2.5, 7.2): how long the effect lasts */
  lasting: Lasting;
  redTitle: boolean;
  scoringCountry: CountryId | null;
}

export type Suit = 'rally-in-the-square' | 'march' | 'strike' | 'petition';
type WildKind = 'support-falters' | 'support-surges' | 'scare-tactics' | 'tactic-fails';

export interface PowerStruggleCardData {
  index: number;
  type: 'suited' | 'leader' | 'wild';
  suit: Suit | null;
  leader: Socio | null;
  wild: WildKind | null;
  rank: number | null;
}

export interface CountryData {
  id: CountryId;
  region: Region;
  scoringCard: number;
  presence: number;
  domination: number;
  control: number;
  powerValue: number;
  battlegroundCount: number;
}

export interface TiananmenBox {
  box: number;
  requirement: Record<Side, number>;
}

export interface ResultsRow {
  roll: number;
  supportLoss: number;
  vp: number;
  democratTakesPower: boolean;
}

export interface UssrStep {
  position: number;
  card: number | null;
  vp: number;
}
