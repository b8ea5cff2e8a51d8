/**
 * Every event step has its own prompt words (what to choose, what is left) in English, Polish and
 * German: random games collect the event prompts the engine emits, and each is worded with all
 * its placeholders filled. Options and declining that need words of their own have them.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, viewFor, type Action, type Prompt } from '../../src/engine';
import { hasMessage, t } from '../../src/i18n';
import { EVENT_PROMPTS_DE, EVENT_PROMPTS_EN, EVENT_PROMPTS_PL } from '../../src/i18n/eventPrompts';
import { promptText } from '../../src/ui/PromptPanel';
import { paramsOf } from '../table';

/** Event prompts met in random games that prefer events (about 3 s). */
function eventPrompts(): Map<string, { prompt: Prompt; legal: Action[] }[]> {
  const found = new Map<string, { prompt: Prompt; legal: Action[] }[]>();
  for (let g = 0; g < 150; g++) {
    const rng = seedrandom(`prompts-${g}`);
    let s = newGame({ seed: `prompts-${g}` });
    for (let n = 0; s.prompt && n < 3000; n++) {
      const legal = legalActions(s);
      if (/^card\d+:/.test(s.prompt.kind)) {
        const list = found.get(s.prompt.kind) ?? [];
        if (list.length < 5) list.push({ prompt: s.prompt, legal });
        found.set(s.prompt.kind, list);
      }
      const events = legal.filter((a) => a.type === 'play' && a.use === 'event');
      const a = events.length > 0 && rng() < 0.7 ? events[Math.floor(rng() * events.length)]! : legal[Math.floor(rng() * legal.length)]!;
      s = apply(s, a);
    }
  }
  return found;
}

describe('event prompts', () => {
  const found = eventPrompts();

  it('random games meet most event steps', () => {
    expect(found.size).toBeGreaterThanOrEqual(35);
  });

  it('every event step met has its own words in en, pl and de, with every placeholder filled', () => {
    for (const [kind, list] of found) {
      for (const { prompt } of list) {
        const key = kind === 'card21:pair' && paramsOf(prompt).paired != null ? 'prompt.card21:pair.use' : `prompt.${kind}`;
        for (const lang of ['en', 'pl', 'de'] as const) {
          expect(hasMessage(lang, key), `${lang} ${key}`).toBe(true);
          const view = { side: prompt.side, prompt } as unknown as ReturnType<typeof viewFor>;
          const text = promptText(lang, view);
          expect(text, `${lang} ${kind}`).not.toBe(t(lang, 'prompt.event', { card: Number(/^card(\d+)/.exec(kind)![1]) }));
          expect(text, `${lang} ${kind}: ${text}`).not.toMatch(/\{|undefined|NaN/);
          // each placeholder of the words has a value in the prompt (or is the event's card)
          const template = (lang === 'en' ? EVENT_PROMPTS_EN : lang === 'pl' ? EVENT_PROMPTS_PL : EVENT_PROMPTS_DE)[key]!;
          for (const m of template.matchAll(/\{(\w+)(?::\w+)?\}/g))
            expect(m[1] === 'eventCard' || paramsOf(prompt)[m[1]!] !== undefined, `${lang} ${key}: {${m[1]}}`).toBe(true);
        }
      }
    }
  });

  it('an option or a refusal that its value cannot explain has words of its own (Nomenklatura says what each option does)', () => {
    expect(t('en', 'opt.card16:choose.remove')).toBe('Remove all Democratic SPs from Elite spaces');
    expect(t('en', 'opt.card16:choose.add')).toBe('Add 3 SPs to Elite spaces');
    for (const [kind, list] of found)
      for (const { legal } of list)
        for (const a of legal) {
          if (a.type === 'select' && /^(remove|add|checks|end|continue)$/.test(a.value))
            for (const lang of ['en', 'pl', 'de'] as const) expect(hasMessage(lang, `opt.${kind}.${a.value}`), `${lang} opt.${kind}.${a.value}`).toBe(true);
          if (a.type === 'done') for (const lang of ['en', 'pl', 'de'] as const) expect(hasMessage(lang, `done.${kind}`), `${lang} done.${kind}`).toBe(true);
        }
  });

  it('the three catalogues have the same keys', () => {
    expect(Object.keys(EVENT_PROMPTS_PL).sort()).toEqual(Object.keys(EVENT_PROMPTS_EN).sort());
    expect(Object.keys(EVENT_PROMPTS_DE).sort()).toEqual(Object.keys(EVENT_PROMPTS_EN).sort());
  });
});
