/**
 * A full game state consistent with what one side sees (docs/design.md "The computer player").
 *
 * Everything public is copied from the view; the hidden slots of the card zones are filled in with
 * `rng` from what the side knows of them (`sampleZones`, src/engine/zones/sample.ts: the cards seen
 * in the opponent's hand stay there, and so on), and the game's random generator is new.
 */
import { other } from './board';
import type { Side } from './data';
import type { Frame, GameState, LogEntry, PowerStruggleState, Prompt, ShownCards } from './types';
import { struggleStart, type PlayerView } from './view';
import { fillHeldCards, sampleZones, type Rng } from './zones/sample';

export type { Rng } from './zones/sample';

/** A full state consistent with `view`, hidden parts sampled with `rng`. */
export function determinize(view: PlayerView, rng: Rng): GameState {
  const me = view.side;
  const opp = other(me);
  const seed = `d${Math.floor(rng() * 2 ** 32).toString(36)}${Math.floor(rng() * 2 ** 32).toString(36)}`;
  const zones = sampleZones(view, rng);
  let ps: PowerStruggleState | null = null;
  const vps = view.powerStruggle;
  if (vps && zones.ps)
    ps = {
      country: vps.country,
      initiator: vps.initiator,
      ...zones.ps,
      raised: { ...vps.raised },
      attacker: vps.attacker,
      lead: vps.lead && { ...vps.lead },
      blockedSuits: vps.blockedSuits.slice(),
      winner: vps.winner,
      winningSuit: vps.winningSuit,
    };
  const stack = structuredClone(view.stack) as Frame[];
  fillHeldCards(stack, zones, opp);

  return {
    version: 1,
    options: { seed, ...(view.family ? { mode: 'family' as const } : {}) },
    rng: { seed, state: null },
    rigDice: [],
    turn: view.turn,
    round: view.round,
    phasing: view.phasing,
    vp: view.vp,
    support: view.support.map((r) => ({ communist: r.communist, democrat: r.democrat })),
    ...zones.cards,
    eliminated: view.eliminated.slice(),
    tiananmen: structuredClone(view.tiananmen),
    ussrStability: view.ussrStability,
    power: structuredClone(view.power),
    effects: structuredClone(view.effects),
    eventsPlayed: view.eventsPlayed.slice(),
    awardUsed: { ...view.awardUsed },
    ps,
    ...knowledgeOf(view),
    ...(zones.family ? { family: zones.family } : {}),
    // the AI's searches do not need the story so far, which would make every apply dearer; only
    // the lines of a power struggle under way are kept, from which its view shows the cards laid
    log: vps ? chunk(struggleLines(view.log)) : [],
    stack,
    // the side that decides sees its own decision whole (the other's has no parameters, view.ts)
    prompt: view.prompt && (structuredClone(view.prompt) as Prompt),
    result: view.result && { ...view.result },
    turnFacts: view.turnFacts ? structuredClone(view.turnFacts) : undefined,
    actionCount: 0,
  };
}

/** What each hand has shown the other, as the view tells it (only once something was, as in the state it came from). */
function knowledgeOf(view: PlayerView): Pick<GameState, 'shown'> {
  const mine = view.ownShown;
  const theirs = view.opponentKnown;
  if (mine.cards.length === 0 && !mine.noRedTitled && theirs.cards.length === 0 && !theirs.noRedTitled) return {};
  const copy = (k: ShownCards): ShownCards => ({ cards: k.cards.slice(), noRedTitled: k.noRedTitled });
  return { shown: { [view.side]: copy(mine), [other(view.side)]: copy(theirs) } as Record<Side, ShownCards> };
}

const chunk = (lines: LogEntry[]): LogEntry[][] => (lines.length > 0 ? [lines] : []);

/** The log lines of the power struggle under way, from its start (8.1). */
function struggleLines(log: readonly LogEntry[]): LogEntry[] {
  const from = struggleStart(log);
  return from < 0 ? [] : structuredClone(log.slice(from));
}
