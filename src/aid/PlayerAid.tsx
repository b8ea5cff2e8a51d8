/**
 * The player aid: the rules in short, in the language in use (its texts load as a chunk of their
 * own), with tables built from the game data and a glossary across EN / PL / DE. Opened at the
 * section that explains a rule number when a prompt's rule is clicked.
 */
import { useEffect, useRef, useState } from 'react';
import { COUNTRIES, RESULTS_TABLE, TIANANMEN_BOXES, USSR_TRACK } from '../engine/data';
import { cardName, countryName, t, tiananmenAward, ussrStepName, type Lang } from '../i18n';
import { GLOSSARY } from './glossary';
import { sectionFor } from './sections';
import type { AidBlock, AidText } from './types';
import { useFocusTrap } from './focusTrap';
import './aid.css';

const TEXTS: Record<Lang, () => Promise<{ default: AidText }>> = {
  en: () => import('./text/en'),
  pl: () => import('./text/pl'),
  de: () => import('./text/de'),
};

/** {#n} in a text is card n's name in that language */
const names = (lang: Lang, s: string) => s.replace(/\{#(\d+)\}/g, (_, n: string) => cardName(lang, Number(n)));

function Table({ lang, kind, text }: { lang: Lang; kind: Extract<AidBlock, { table: string }>['table']; text: AidText }) {
  const h = text.heads;
  switch (kind) {
    case 'scoring':
      return (
        <table data-table="scoring">
          <thead>
            <tr>
              <th>{h.country}</th>
              <th>{h.presence}</th>
              <th>{h.domination}</th>
              <th>{h.control}</th>
              <th>{h.battlegrounds}</th>
              <th>{h.powerValue}</th>
            </tr>
          </thead>
          <tbody>
            {COUNTRIES.map((c) => (
              <tr key={c.id}>
                <td>{countryName(lang, c.id)}</td>
                <td>{c.presence}</td>
                <td>{c.domination}</td>
                <td>{c.control}</td>
                <td>{c.battlegroundCount}</td>
                <td>{c.powerValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'results':
      return (
        <table data-table="results">
          <thead>
            <tr>
              <th>{h.roll}</th>
              <th>{h.supportLoss}</th>
              <th>{h.vp}</th>
              <th>{h.takesPower}</th>
            </tr>
          </thead>
          <tbody>
            {RESULTS_TABLE.map((r, i) => (
              <tr key={r.roll}>
                <td>{i === 0 ? `≤ ${r.roll}` : i === RESULTS_TABLE.length - 1 ? `≥ ${r.roll}` : r.roll}</td>
                <td>{r.supportLoss}</td>
                <td>{r.vp}</td>
                <td>{r.democratTakesPower ? h.yes : h.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'tiananmen':
      return (
        <table data-table="tiananmen">
          <thead>
            <tr>
              <th>{h.box}</th>
              <th>{h.needs}</th>
              <th>{h.award}</th>
              <th>{h.effect}</th>
            </tr>
          </thead>
          <tbody>
            {TIANANMEN_BOXES.map((b) => (
              <tr key={b.box}>
                <td>{b.box}</td>
                <td>
                  {b.requirement.democrat} / {b.requirement.communist}
                </td>
                <td>
                  <span className="d">{tiananmenAward(lang, 'democrat', b.box)}</span> / <span className="c">{tiananmenAward(lang, 'communist', b.box)}</span>
                </td>
                <td>{text.awardEffects[b.box]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'ussr':
      return (
        <table data-table="ussr">
          <thead>
            <tr>
              <th>{h.step}</th>
              <th>{h.card}</th>
              <th>{h.vp}</th>
            </tr>
          </thead>
          <tbody>
            {USSR_TRACK.map((u) => (
              <tr key={u.position}>
                <td>
                  {u.position}: {ussrStepName(lang, u.position)}
                </td>
                <td>{u.card ? `#${u.card} ${cardName(lang, u.card)}` : '–'}</td>
                <td>{u.vp > 0 ? `+${u.vp}` : u.vp < 0 ? `−${-u.vp}` : '0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'finalBonus':
      return (
        <table data-table="finalBonus">
          <thead>
            <tr>
              <th>{h.countries}</th>
              <th>{h.bonus}</th>
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <tr key={n}>
                <td>{n}</td>
                <td>{`−${4 * n}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function Block({ lang, block, text }: { lang: Lang; block: AidBlock; text: AidText }) {
  if (typeof block === 'string') return <p>{names(lang, block)}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item, k) => (
          <li key={k}>{names(lang, item)}</li>
        ))}
      </ul>
    );
  return <Table lang={lang} kind={block.table} text={text} />;
}

export function PlayerAid({ lang, rule, onClose }: { lang: Lang; rule: string | null; onClose(): void }) {
  const [text, setText] = useState<{ lang: Lang; text: AidText } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // a dialog: the focus stays in it until it is closed, then goes back where it was
  useFocusTrap(box);
  useEffect(() => {
    let live = true;
    void TEXTS[lang]().then((m) => live && setText({ lang, text: m.default }));
    return () => {
      live = false;
    };
  }, [lang]);
  const current = text && rule ? sectionFor(text.text.sections, rule) : null;
  useEffect(() => {
    const el = current && box.current?.querySelector(`#aid-${current.id}`);
    if (el instanceof HTMLElement) {
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
    }
  }, [current]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const aid = text?.lang === lang ? text.text : null;
  return (
    <div className="aid-backdrop" onClick={onClose}>
      <div
        className="aid"
        role="dialog"
        aria-modal="true"
        aria-label={aid?.title ?? t(lang, 'aid.open')}
        data-testid="player-aid"
        data-lang={lang}
        data-section={current?.id ?? ''}
        ref={box}
        onClick={(e) => e.stopPropagation()}
      >
        {/* not a <header>: inside the dialog it would be a second banner of the page */}
        <div className="aid-head">
          <strong>{aid?.title ?? t(lang, 'aid.open')}</strong>
          <button type="button" className="primary" onClick={onClose} data-testid="aid-close">
            {t(lang, 'replay.close')}
          </button>
        </div>
        {aid && (
          <div className="aid-body">
            <p className="muted">{aid.intro}</p>
            <nav className="aid-nav">
              {aid.sections.map((s) => (
                <a key={s.id} href={`#aid-${s.id}`} onClick={(e) => (e.preventDefault(), box.current?.querySelector(`#aid-${s.id}`)?.scrollIntoView())}>
                  {s.title}
                </a>
              ))}
            </nav>
            {aid.sections.map((s) => (
              <section key={s.id} id={`aid-${s.id}`} tabIndex={-1} className={s === current ? 'current' : undefined} data-rules={s.rules.join(' ')}>
                <h2>{s.title}</h2>
                {s.body.map((b, k) => (
                  <Block key={k} lang={lang} block={b} text={aid} />
                ))}
              </section>
            ))}
            <section id="aid-glossary" data-testid="aid-glossary">
              <h2>{aid.heads.glossary}</h2>
              <table>
                <thead>
                  <tr>
                    <th lang="en">{t(lang, 'lang.en')}</th>
                    <th lang="pl">{t(lang, 'lang.pl')}</th>
                    <th lang="de">{t(lang, 'lang.de')}</th>
                  </tr>
                </thead>
                <tbody>
                  {GLOSSARY.map((g) => (
                    <tr key={g.en}>
                      <td lang="en">{g.en}</td>
                      <td lang="pl">{g.pl}</td>
                      <td lang="de">{g.de}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}

export default PlayerAid;
