/** The player aid's texts in one language (src/aid/text/<lang>.ts, each a chunk of its own). */

/** A paragraph, a list, or one of the tables the aid builds from the game data. */
export type AidBlock = string | { list: string[] } | { table: 'scoring' | 'results' | 'tiananmen' | 'ussr' | 'finalBonus' };

export interface AidSection {
  /** stable id: the anchor aid-<id> */
  id: string;
  /** rule numbers the section explains; a prompt's rule links to the section with the longest match */
  rules: string[];
  title: string;
  body: AidBlock[];
}

export interface AidText {
  title: string;
  intro: string;
  sections: AidSection[];
  /** what each Tiananmen Square (Ustrój polityczny) box gives whoever reaches it first, by box */
  awardEffects: Record<number, string>;
  heads: {
    country: string;
    presence: string;
    domination: string;
    control: string;
    battlegrounds: string;
    powerValue: string;
    roll: string;
    supportLoss: string;
    vp: string;
    takesPower: string;
    box: string;
    needs: string;
    award: string;
    effect: string;
    step: string;
    card: string;
    countries: string;
    bonus: string;
    glossary: string;
    yes: string;
    no: string;
  };
}
