/**
 * Where a player wins and loses, read from the game logs (npm run arena -- ... --analysis): power
 * struggles (8.0) by deal size and initiative, raises, concessions, VP and power swings; when
 * scoring cards are played and how they score; Tiananmen attempts (6.3); automatic victories
 * (10.1) and the turn they came; support checks (6.2). Everything is counted for player a, by the
 * side a played, with the opponent's figures beside where they compare.
 */
import { logEntries, other, type GameState, type LogEntry, type Side } from '../../src/engine';
import { COUNTRY, COUNTRY_IDS } from '../../src/engine/data';

type Bucket = { n: number; won: number; vp: number };
const bucket = (): Bucket => ({ n: 0, won: 0, vp: 0 });

export interface SideAnalysis {
  games: number;
  /** struggles by a's cards against the opponent's at the deal, and by who had the initiative */
  struggles: Record<string, Bucket>;
  /** struggles where a, or the opponent, was dealt no cards (8.1.1: no space controlled) */
  empty: { mine: Bucket; theirs: Bucket };
  raises: { mine: number; theirs: number };
  concessions: { mine: number; theirs: number };
  powerTaken: number;
  powerLost: number;
  /** VP toward a from struggles: the roll (8.4.3), power scored (8.4.6) and the country scoring (8.5) */
  struggleVp: number;
  scoring: { played: number; round: number; ahead: number; vp: number; heldLoss: number };
  opponentScoring: { played: number; vp: number };
  tiananmen: { attempts: number; successes: number; opponentAttempts: number; opponentSuccesses: number };
  automatic: { won: number; lost: number; lostTurns: number[] };
  checks: { n: number; removed: number; added: number; opponentN: number; opponentRemoved: number };
}

export const newAnalysis = (): SideAnalysis => ({
  games: 0,
  struggles: {},
  empty: { mine: bucket(), theirs: bucket() },
  raises: { mine: 0, theirs: 0 },
  concessions: { mine: 0, theirs: 0 },
  powerTaken: 0,
  powerLost: 0,
  struggleVp: 0,
  scoring: { played: 0, round: 0, ahead: 0, vp: 0, heldLoss: 0 },
  opponentScoring: { played: 0, vp: 0 },
  tiananmen: { attempts: 0, successes: 0, opponentAttempts: 0, opponentSuccesses: 0 },
  automatic: { won: 0, lost: 0, lostTurns: [] },
  checks: { n: 0, removed: 0, added: 0, opponentN: 0, opponentRemoved: 0 },
});

const SCORING_CARDS = new Set(COUNTRY_IDS.map((c) => COUNTRY[c].scoringCard));

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);

/** Adds one finished game, played by a as `me`, to `into`. */
export function addGame(into: SideAnalysis, final: GameState, me: Side): void {
  const log: LogEntry[] = logEntries(final);
  const sign = (side: unknown) => (side === me ? 1 : -1);
  const toMe = (democratVp: number) => (me === 'democrat' ? democratVp : -democratVp);
  into.games++;
  let round = 0;
  /** the buckets the struggle under way counts in: its deal and initiative, and a deal of no cards */
  let struggle: Bucket[] | null = null;
  /** VP to a from the struggle under way, into its buckets */
  const credit = (v: number) => {
    for (const b of struggle ?? []) b.vp += v;
  };
  let scoringBy: Side | null = null;
  for (const e of log) {
    const p = e.params;
    switch (e.key) {
      case 'turnStart':
        round = 0;
        break;
      case 'playCard':
        if (p.side === me) round++;
        scoringBy = SCORING_CARDS.has(num(p.card)) ? (p.side as Side) : scoringBy;
        if (SCORING_CARDS.has(num(p.card))) {
          if (p.side === me) {
            into.scoring.played++;
            into.scoring.round += round;
          } else into.opponentScoring.played++;
        }
        break;
      case 'psStart': {
        const mine = num(p[me]);
        const theirs = num(p[other(me)]);
        const cards = mine > theirs ? 'more' : mine === theirs ? 'equal' : 'fewer';
        const key = `${cards} cards, ${p.initiator === me ? 'own' : "opponent's"} initiative`;
        struggle = [(into.struggles[key] ??= bucket())];
        if (mine === 0) struggle.push(into.empty.mine);
        if (theirs === 0) struggle.push(into.empty.theirs);
        break;
      }
      case 'psRaise':
        if (p.side === me) into.raises.mine++;
        else into.raises.theirs++;
        break;
      case 'psConcede':
        if (p.side === me) into.concessions.mine++;
        else into.concessions.theirs++;
        break;
      case 'psWinner':
        for (const b of struggle ?? []) {
          b.n++;
          if (p.winner === me) b.won++;
        }
        break;
      case 'psVictoryPoints':
        into.struggleVp += sign(p.side) * num(p.vp);
        credit(sign(p.side) * num(p.vp));
        if (p.takesPower === true) {
          if (me === 'democrat') into.powerTaken++;
          else into.powerLost++;
        }
        break;
      case 'psSurrender':
        if (me === 'democrat') into.powerTaken++;
        else into.powerLost++;
        break;
      case 'psPowerScored':
        into.struggleVp += toMe(-num(p.vp));
        credit(toMe(-num(p.vp)));
        break;
      case 'countryScored':
        if (struggle) {
          const v = toMe(num(p.net));
          into.struggleVp += v;
          credit(v);
          if (scoringBy === me) {
            into.scoring.vp += v;
            if (v > 0) into.scoring.ahead++;
          } else if (scoringBy) into.opponentScoring.vp += v;
          struggle = null;
          scoringBy = null;
        }
        break;
      case 'heldScoringCard':
        if (Array.isArray(p.sides) && (p.sides as string[]).includes(me)) into.scoring.heldLoss++;
        break;
      case 'tiananmenAttempt':
        if (p.side === me) {
          into.tiananmen.attempts++;
          if (p.success === true) into.tiananmen.successes++;
        } else {
          into.tiananmen.opponentAttempts++;
          if (p.success === true) into.tiananmen.opponentSuccesses++;
        }
        break;
      case 'supportCheck':
        if (p.side === me) {
          into.checks.n++;
          into.checks.removed += num(p.removed);
          into.checks.added += num(p.added);
        } else {
          into.checks.opponentN++;
          into.checks.opponentRemoved += num(p.removed);
        }
        break;
    }
  }
  const r = final.result!;
  if (r.reason === 'automatic-victory') {
    if (r.winner === me) into.automatic.won++;
    else {
      into.automatic.lost++;
      into.automatic.lostTurns.push(final.turn);
    }
  }
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${Math.round((100 * a) / b)}%`);
const avg = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(2));

/** The loss-analysis table of a's games as each side, in Markdown. */
export function analysisTable(bySide: Record<Side, SideAnalysis>): string {
  const sides = ['communist', 'democrat'] as const;
  const row = (label: string, f: (x: SideAnalysis) => string) => `| ${label} | ${sides.map((s) => f(bySide[s])).join(' | ')} |`;
  const keys = [...new Set(sides.flatMap((s) => Object.keys(bySide[s].struggles)))].sort();
  const lines = [
    '| a as | Communist | Democrat |',
    '| --- | --- | --- |',
    row('games', (x) => String(x.games)),
    ...keys.map((k) =>
      row(`struggles, ${k}: won/n (VP to a per struggle)`, (x) => {
        const b = x.struggles[k];
        return b ? `${b.won}/${b.n} ${pct(b.won, b.n)} (${avg(b.vp, b.n)})` : '–';
      }),
    ),
    row('struggles dealt no cards: a (won/n, VP to a each) / the opponent (the same)', (x) => {
      const { mine, theirs } = x.empty;
      return `${mine.won}/${mine.n} (${avg(mine.vp, mine.n)}) / ${theirs.won}/${theirs.n} (${avg(theirs.vp, theirs.n)})`;
    }),
    row('raises: a / opponent', (x) => `${x.raises.mine} / ${x.raises.theirs}`),
    row('concessions: a / opponent', (x) => `${x.concessions.mine} / ${x.concessions.theirs}`),
    row('power taken by the Democrat (per game)', (x) => avg(x.powerTaken + x.powerLost, x.games)),
    row('VP to a from struggles and their scorings, per game', (x) => avg(x.struggleVp, x.games)),
    row(
      "a's scoring cards: per game, mean own round, scored ahead, VP to a each",
      (x) =>
        `${avg(x.scoring.played, x.games)}, ${avg(x.scoring.round, x.scoring.played)}, ${pct(x.scoring.ahead, x.scoring.played)}, ${avg(x.scoring.vp, x.scoring.played)}`,
    ),
    row(
      "opponent's scoring cards: per game, VP to a each",
      (x) => `${avg(x.opponentScoring.played, x.games)}, ${avg(x.opponentScoring.vp, x.opponentScoring.played)}`,
    ),
    row('scoring card held at a turn end (games lost)', (x) => String(x.scoring.heldLoss)),
    row(
      'Tiananmen attempts per game, success: a / opponent',
      (x) =>
        `${avg(x.tiananmen.attempts, x.games)} ${pct(x.tiananmen.successes, x.tiananmen.attempts)} / ${avg(x.tiananmen.opponentAttempts, x.games)} ${pct(x.tiananmen.opponentSuccesses, x.tiananmen.opponentAttempts)}`,
    ),
    row('automatic victories: a won / a lost (turns lost)', (x) => `${x.automatic.won} / ${x.automatic.lost} (${x.automatic.lostTurns.join(',') || '–'})`),
    row(
      'support checks per game, SPs removed each: a / opponent',
      (x) =>
        `${avg(x.checks.n, x.games)}, ${avg(x.checks.removed, x.checks.n)} / ${avg(x.checks.opponentN, x.games)}, ${avg(x.checks.opponentRemoved, x.checks.opponentN)}`,
    ),
  ];
  return lines.join('\n');
}
