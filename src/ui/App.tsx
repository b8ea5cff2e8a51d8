/**
 * The hotseat game: a start screen, the handover cover, and the table (map, prompt, hand, panels).
 * Everything shown is the store's view of the side at the screen (src/store/view.ts); while the
 * cover is up no hand is rendered.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Action, CountryScore } from '../engine';
import { t, type Lang } from '../i18n';
import { gameStore, useGame } from '../store/game';
import { selectCover, selectHiddenHandSize, selectScoringPreview, selectScreenSide, selectView } from '../store/view';
import { atScreen } from '../store/seats';
/** the downloads: a chunk of their own, fetched on the click */
const exportRecord = () => void import('../kit/download').then((m) => m.exportRecord());
const exportLog = (lang: Lang) => void import('../kit/download').then((m) => m.exportLog(lang));
import { MapLegend, MapView } from './MapView';
import { HandStrip, type FamilyPs, type HandView } from './HandStrip';
import { sameList, sameRecord, sameScore, sameSet, useStable } from './stable';
import { CARDS, COUNTRY_IDS, type CountryId } from '../engine/data';
import { GroupedLog } from './LogGroups';
/** the tab panels other than the log: a chunk of its own, loaded when a tab opens */
const InfoPanels = lazy(() => import('./InfoPanels'));
import { useChangeMarks } from './useChangeMarks';
import { useNarrow } from './useNarrow';
import { PromptPanel, promptExtras, SPACE_TYPES } from './PromptPanel';
import { useComputer } from '../store/computerStatus';
import { useMoments } from '../store/moments';
import { AidButton, AidOverlay } from '../aid/entry';
import { SaveNotices } from './SaveNotices';
import { lazyComponent } from './lazyComponent';
import { Slot } from './slots';
import { noteTableLog } from './coverRoll';
import { LangSwitch } from './LangSwitch';
import { abandonGame, NewGameAsk } from './NewGameAsk';
import { keys, useFocusNext, useTableKeys } from './useTableKeys';
import './styles.css';

/**
 * Chunks of their own, outside the initial JS (the 130 kB budget): the new-game dialog (fetched
 * alongside the messages), the power-struggle table and the last struggle's summary (fetched
 * right after the first render), and the end screen.
 */
export const NewGameDialog = lazyComponent(() => import('./NewGame').then((m) => m.NewGameDialog));
export const PowerStruggleTable = lazyComponent(() => import('./PowerStruggleTable').then((m) => m.PowerStruggleTable));
export const LastStruggle = lazyComponent(() => import('./PowerStruggleTable').then((m) => m.LastStruggle));

/** shown once, when the game ends: a chunk of its own, outside the initial JS */
/** the Confirm step's bar and setting (26.4): a chunk of their own, fetched after the first render */
export const ConfirmMove = lazyComponent(() => import('./ConfirmStep').then((m) => m.ConfirmMove));
export const ConfirmSetting = lazyComponent(() => import('./ConfirmStep').then((m) => m.ConfirmSetting));
export const HintBox = lazyComponent(() => import('./Hint').then((m) => m.HintBox));
export const HintSetting = lazyComponent(() => import('./Hint').then((m) => m.HintSetting));
/** the handover cover (hotseat): never on the first screen, fetched after the first render */
export const CoverOfState = lazyComponent(() => import('./Cover').then((m) => m.CoverOfState));
/** the end of a turn and a country's scoring as result cards (src/ui/TurnSummary.tsx) */
export const TurnSummary = lazyComponent(() => import('./TurnSummary').then((m) => m.TurnSummary));
export const ScoringCard = lazyComponent(() => import('./TurnSummary').then((m) => m.ScoringCard));
/** the sound switch: with the moves you can see happen (src/ui/motion/) */
export const SoundSetting = lazyComponent(() => import('./motion/Motion').then((m) => m.SoundSetting));
/** the table's polite live region (src/ui/Announcer.tsx), fetched after the first render */
export const Announcer = lazyComponent(() => import('./Announcer').then((m) => m.Announcer));
/** the tracks on the board (src/ui/BoardStatus.tsx), fetched after the first render with the board's other parts */
export const BoardStatus = lazyComponent(() => import('./BoardStatus').then((m) => m.BoardStatus));
/** "a new version is ready" (src/pwa/UpdatePrompt.tsx): no version waits before the first render */
export const UpdatePrompt = lazyComponent(() => import('../pwa/UpdatePrompt').then((m) => m.UpdatePrompt));
const EndScreen = lazy(() => import('./EndScreen').then((m) => ({ default: m.EndScreen })));

function ErrorBox({ lang }: { lang: Lang }) {
  const error = useGame((s) => s.error);
  if (!error) return null;
  return (
    <div className="error" role="alert">
      <span aria-hidden>⚠ </span>
      <span className="sr-only">{t(lang, 'error.label')}: </span>
      {error}{' '}
      <button type="button" onClick={() => gameStore.getState().clearError()}>
        {t(lang, 'error.close')}
      </button>
    </div>
  );
}

function ImportButton({ lang, label }: { lang: Lang; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) gameStore.getState().importRecord(file);
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="import" aria-label={t(lang, 'bar.import')} />
    </>
  );
}

/** Playing a friend on another device (src/online): chunks of their own, with the transport. */
const OnlinePanel = lazyComponent(() => import('../online/OnlinePanel').then((m) => m.OnlinePanel));
const OnlineOnLoad = lazyComponent(() => import('../online/OnlinePanel').then((m) => m.OnlineOnLoad));
const OnlineBar = lazyComponent(() => import('../online/OnlineBar').then((m) => m.OnlineBar));
/** The page was opened with an invitation, or is the host's page of an online game after a reload. */
const opensOnline = (): boolean => typeof location !== 'undefined' && /[?&](join|online)=/.test(location.search);

/** Resume the saved game: an online one reconnects to the friend when this page still has its session. */
function resumeSaved(online: boolean): void {
  if (online)
    void import('../online/session').then((m) => {
      if (!m.resume()) void gameStore.getState().resume();
    });
  else void gameStore.getState().resume();
}

/** A globe, drawn here: an emoji's glyph is missing where the system has no emoji font. */
function GlobeIcon() {
  return (
    <svg className="icon-globe" viewBox="0 0 16 16" width={16} height={16} aria-hidden focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={1.3}>
        <circle cx={8} cy={8} r={6.5} />
        <ellipse cx={8} cy={8} rx={2.8} ry={6.5} />
        <path d="M1.5 8h13M2.6 4.6h10.8M2.6 11.4h10.8" />
      </g>
    </svg>
  );
}

function StartScreen({ lang }: { lang: Lang }) {
  const saved = useGame((s) => s.saved);
  const [onlineOpen, setOnlineOpen] = useState(false);
  const [opened] = useState(opensOnline);
  return (
    <main className="start">
      <h1>{t(lang, 'app.title')}</h1>
      <p>{t(lang, 'app.subtitle')}</p>
      <LangSwitch lang={lang} />
      <ErrorBox lang={lang} />
      {saved && (
        <section>
          <p>{t(lang, 'start.resumeInfo', { actions: saved.actions.length })}</p>
          <button type="button" className="primary" onClick={() => resumeSaved(!!saved.online)} data-testid="resume">
            {t(lang, 'start.resume')}
          </button>
        </section>
      )}
      {opened && (
        <Suspense fallback={null}>
          <OnlineOnLoad lang={lang} />
        </Suspense>
      )}
      {/* above the new game's form: on a laptop it is in view as the page opens */}
      <section className="online-entry">
        {onlineOpen ? (
          <Suspense fallback={null}>
            <OnlinePanel lang={lang} onClose={() => setOnlineOpen(false)} />
          </Suspense>
        ) : (
          <>
            <button type="button" onClick={() => setOnlineOpen(true)} data-testid="online">
              <GlobeIcon /> {t(lang, 'online.entry')}
            </button>{' '}
            <span className="muted">{t(lang, 'online.entryInfo')}</span>
          </>
        )}
      </section>
      <Suspense fallback={null}>
        <NewGameDialog lang={lang} />
      </Suspense>
      <section>
        <ImportButton lang={lang} label={t(lang, 'start.import')} />{' '}
        <Suspense fallback={null}>
          <Slot name="replayFile" lang={lang} />
        </Suspense>
      </section>
    </main>
  );
}

type Tab = 'tracks' | 'countries' | 'cards' | 'log';

const NO_ACTIONS: readonly Action[] = [];
/** the decisions of a power struggle's table (8.2–8.4.5): on a phone the table is then a full-screen sheet */
const PS_SHEET = new Set(['psRaise', 'psRaiseDiscard', 'psAttack', 'psDefend', 'psSurrender']);

/** no preview worked out: nothing on the screen shows one */
const NO_PREVIEW = {} as Record<CountryId, CountryScore>;

function Table({ lang }: { lang: Lang }) {
  const view = useGame(selectView)!;
  const side = useGame(selectScreenSide);
  const viewer = useGame((s) => s.viewer);
  const canUndo = useGame((s) => s.undoStates.length > 0);
  const awaiting = useGame((s) => s.awaiting);
  const seen = useGame((s) => s.seen);
  const narrow = useNarrow();
  const computer = useGame((s) => s.computer);
  // what the table has shown: a die rolled after it comes first on the hotseat cover (src/ui/coverRoll.ts)
  useEffect(() => noteTableLog(view.log.length), [view.log.length]);
  // a person at this screen plays the side shown (not the computer, watched from a seat)
  const playedHere = useGame((s) => atScreen(s.computer, s.remote, side));
  const hiddenCount = useGame(selectHiddenHandSize);
  // a friend on another device plays the other side (src/online)
  const remote = useGame((s) => s.remote);
  // the friend's page let its computer take this seat: this page only watches, its controls are off
  const watching = useGame((s) => s.watching);
  const marked = useComputer((s) => s.lastSpace);
  const [selected, setSelected] = useState<number | null>(null);
  // on a narrow screen the panels open as a drawer, closed at first
  const [tab, setTab] = useState<Tab | null>(narrow ? null : 'log');
  const [endOpen, setEndOpen] = useState(true);
  const openTracks = useCallback(() => setTab('tracks'), []);
  // a scripted game (the guided first game) offers only the move its step teaches
  const script = useGame((s) => s.script);
  // the view's decision (null for a side the computer plays: its decisions are its own)
  const legal = watching ? NO_ACTIONS : (view.decision?.legal ?? NO_ACTIONS);
  const targets = useMemo(() => {
    const m = new Map<string, Action>();
    for (const a of legal) if ((a.type === 'place' || a.type === 'check' || a.type === 'remove') && !m.has(a.space)) m.set(a.space, a);
    return m;
  }, [legal]);
  const marks = useChangeMarks(view, side, seen[side]);
  const onAct = useCallback(
    (a: Action) => {
      performance.mark('jn-click');
      setSelected(null);
      marks.beforeDecision(a.side);
      gameStore.getState().dispatch(a);
    },
    // the marks object is new each render; its beforeDecision is stable, and all this uses
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marks.beforeDecision],
  );
  // the panels get the parts of the view they show, kept while they hold the same: a click on
  // the map re-renders the map, the prompt and the log's last round, not the hand or the tracks
  const playable = useStable(
    useMemo(() => new Set(legal.filter((a) => a.type === 'play').map((a) => (a as Extract<Action, { type: 'play' }>).card)), [legal]),
    sameSet,
  );
  // what each country would score now (9.0): worked out only while a panel can show it (the
  // Countries tab, a scoring card in the hand), not on every click
  const needPreview = tab === 'countries' || view.hand.some((c) => CARDS[c]?.side === 'scoring');
  const preview = useStable(
    useGame((s) => (needPreview ? (selectScoringPreview(s) ?? NO_PREVIEW) : NO_PREVIEW)),
    (a, b) => COUNTRY_IDS.every((c) => sameScore(a[c], b[c])),
  );
  const handView = useStable<HandView>(
    {
      side: view.side,
      hand: view.hand,
      handOps: view.handOps,
      opponentHandSize: view.opponentHandSize,
      setAside: view.setAside,
      opponentSetAsideSize: view.opponentSetAsideSize,
    },
    (a, b) =>
      a.side === b.side &&
      sameList(a.hand, b.hand) &&
      sameRecord(a.handOps, b.handOps) &&
      a.opponentHandSize === b.opponentHandSize &&
      sameList(a.setAside, b.setAside) &&
      a.opponentSetAsideSize === b.opponentSetAsideSize,
  );
  const familyPs = useStable<FamilyPs | null>(
    view.family ? { hand: view.family.psHand, opponentSize: view.family.opponentPsHandSize } : null,
    (a, b) => a === b || (a !== null && b !== null && sameList(a.hand, b.hand) && a.opponentSize === b.opponentSize),
  );
  // the hand is picked from in an action round, and wherever a card may be played from it (a
  // scoring card during #5 General Strike's strike, FAQ 5)
  const picking = !watching && ((view.prompt?.kind === 'actionRound' && view.prompt.side === side) || playable.size > 0);
  const psTable = view.powerStruggle !== null;
  // a choice the player here must make that offers more than map targets (an event's options, cards
  // to pick, a power struggle's cards, an event's timing): on a laptop the hand then becomes a
  // strip and the tabs give way, so that the choice and the hand both stay in view
  const choosing = playedHere && !picking && view.prompt?.side === side && legal.some((a) => !SPACE_TYPES.has(a.type) && a.type !== 'done');
  // the keyboard's shortcuts, and the focus on the next thing to do after each decision
  useTableKeys(picking && selected === null);
  const asked = `${view.prompt?.side}:${view.prompt?.kind}:${view.prompt?.card ?? ''}`;
  useFocusNext(`${asked}:${[...targets.keys()].join(' ')}:${legal.length}:${awaiting}:${view.log.length}`, asked, picking && selected === null);
  // on a laptop the question scrolls inside its own box: a new question starts at its top
  const actionBar = useRef<HTMLDivElement>(null);
  const question = `${view.prompt?.side}:${view.prompt?.kind}`;
  useEffect(() => {
    if (!narrow) actionBar.current?.scrollTo?.({ top: 0 });
  }, [question, narrow]);
  // the map is not needed while the struggle's cards are decided (it is for the SPs lost after it)
  const psSheet = psTable && PS_SHEET.has(view.prompt?.kind ?? '');
  // a result card is up (a scoring, the end of a turn): on a laptop it is shown whole, the hand a strip
  const momentUp = useMoments((s) => s.open.size > 0);
  // hints: always against the computer, in a game of two players when they turn them on; never in
  // the guided first game, whose steps say what to play
  const hintsOn = useGame((s) => s.hintsOn);
  const hintsOffered = !script && (hintsOn || Object.keys(computer).length > 0);
  const since = seen[side];
  // a game under way asks first, on the page and in the player's language (src/ui/NewGameAsk.tsx)
  const [askNew, setAskNew] = useState(false);
  const newGame = useCallback(() => (gameStore.getState().state?.result ? abandonGame() : setAskNew(true)), []);
  // the end of a turn and a country's scoring, as result cards (src/ui/TurnSummary.tsx)
  const results = (
    <Suspense fallback={null}>
      <TurnSummary lang={lang} view={view} side={side} struggle={psTable} />
      {!psTable && <ScoringCard lang={lang} log={view.log} />}
    </Suspense>
  );
  const controls = (
    <>
      {!(!playedHere && view.prompt?.side === side) && awaiting === null && (
        <PromptPanel lang={lang} view={view} selected={selected} onSelect={setSelected} onAct={onAct} psTable={psTable} />
      )}
      <Suspense fallback={null}>{psTable && <PowerStruggleTable lang={lang} view={view} legal={legal} onAct={onAct} extras={promptExtras(view)} />}</Suspense>
    </>
  );
  return (
    <div className={`app side-${side}`}>
      <header className="bar">
        <h1 className="title">{t(lang, 'app.title')}</h1>
        <span className={`who ${side === 'communist' ? 'c' : 'd'}`} data-testid="viewer">
          {t(lang, 'bar.viewing', { side })}
        </span>
        <span className="vp-mini">{t(lang, 'vp.value', { vp: view.vp })}</span>
        <span className="spacer" />
        {view.result && !endOpen && (
          <button type="button" className="primary" onClick={() => setEndOpen(true)} data-testid="show-result">
            {t(lang, 'end.show')}
          </button>
        )}
        <button
          type="button"
          onClick={() => gameStore.getState().undo()}
          disabled={!canUndo || watching}
          title={canUndo ? undefined : t(lang, 'bar.undoNone')}
          data-testid="undo"
        >
          ↶ {t(lang, 'bar.undo')}
        </button>
        <GameMenu lang={lang} onNewGame={newGame} />
        <Suspense fallback={null}>
          <Slot name="history" lang={lang} />
        </Suspense>
        <AidButton lang={lang} />
        {/* a phone's strip above the map has room for the VP only: the other tracks one tap away */}
        <button type="button" className="bar-tracks" onClick={openTracks} data-testid="tracks-open">
          {t(lang, 'panel.tracks')} ▸
        </button>
      </header>
      {remote && (
        <Suspense fallback={null}>
          <OnlineBar lang={lang} />
        </Suspense>
      )}
      {askNew && <NewGameAsk lang={lang} onClose={() => setAskNew(false)} />}
      {view.result && endOpen && (
        <Suspense fallback={null}>
          <EndScreen lang={lang} result={view.result} vp={view.vp} log={view.log} onClose={() => setEndOpen(false)} onNewGame={newGame} />
        </Suspense>
      )}
      <main className="main">
        <section className="board" aria-label={t(lang, 'map.title')}>
          <Suspense fallback={null}>
            <BoardStatus lang={lang} view={view} />
          </Suspense>
          <MapView
            lang={lang}
            support={view.support}
            control={view.control}
            eliminated={view.eliminated}
            facts={view.decision?.facts}
            targets={targets}
            onAct={onAct}
            power={view.power}
            marks={marks.marks}
            marked={marked}
            log={view.log}
            viewer={viewer}
          />
          <MapLegend lang={lang} />
        </section>
        <aside
          className={`side${choosing ? ' choosing' : ''}${selected !== null && picking ? ' picked' : ''}${momentUp ? ' moment' : ''}${psSheet ? ' ps-deciding' : ''}`}
          aria-label={t(lang, 'side.panel')}
        >
          <div className={psSheet ? 'action-bar ps-sheet' : 'action-bar'} ref={actionBar} data-testid="action-bar">
            {psSheet && (
              // the sheet covers the bar: its Undo comes along
              <button type="button" className="sheet-undo" onClick={() => gameStore.getState().undo()} disabled={!canUndo || watching} data-testid="sheet-undo">
                ↶ {t(lang, 'bar.undo')}
              </button>
            )}
            <ErrorBox lang={lang} />
            {view.result && (
              <section className="result" role="status">
                <h2>{t(lang, 'result.title')}</h2>
                <p>
                  {view.result.winner
                    ? t(lang, 'result.winner', { winner: view.result.winner, reason: view.result.reason, vp: view.vp })
                    : t(lang, 'result.draw', { reason: view.result.reason })}
                </p>
              </section>
            )}
            {/* on a phone the power struggle's sheet fills the screen: a result card comes at its top, not under it */}
            {(!narrow || psSheet) && results}
            {awaiting === side && (
              <Suspense fallback={null}>
                <ConfirmMove lang={lang} />
              </Suspense>
            )}
            {hintsOffered && !view.result && playedHere && !watching && view.prompt?.side === side && awaiting === null && (
              <Suspense fallback={null}>
                <HintBox lang={lang} view={view} />
              </Suspense>
            )}
            {watching && (
              <p className="watching-note" role="status" data-testid="prompt-watching">
                {t(lang, 'online.watching')}
              </p>
            )}
            {/* watching, the question and its buttons stay in view, greyed and off (the store refuses them too) */}
            {watching ? (
              <fieldset className="watching-controls" disabled data-testid="watching-controls">
                {controls}
              </fieldset>
            ) : (
              controls
            )}
            {/* on a phone the question and its buttons come first, the result cards under them */}
            {narrow && !psSheet && results}
          </div>
          <HandStrip
            lang={lang}
            view={handView}
            selected={selected}
            onSelect={setSelected}
            pickable={picking}
            playable={playable}
            preview={preview}
            computer={!playedHere}
            hiddenCount={hiddenCount}
            familyPs={familyPs}
          />
          <Suspense fallback={null}>
            <LastStruggle lang={lang} view={view} since={since} />
          </Suspense>
          <PanelTabs lang={lang} tab={tab} onTab={setTab} narrow={narrow} />
          {tab && (
            // a panel that scrolls is reached by Tab, so its lines can be scrolled from the keyboard
            <div className={`tab-body tab-${tab}`} id="tab-body" role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={0}>
              {narrow && (
                <button type="button" className="drawer-close" onClick={() => setTab(null)} aria-label={t(lang, 'error.close')}>
                  ✕
                </button>
              )}
              {tab !== 'log' && (
                <Suspense fallback={null}>
                  <InfoPanels lang={lang} view={view} tab={tab} preview={preview} />
                </Suspense>
              )}
              {tab === 'log' && (
                <>
                  <GroupedLog lang={lang} log={view.log} since={since} />
                  <button
                    type="button"
                    className="link log-download"
                    onClick={() => exportLog(lang)}
                    title={t(lang, 'log.download')}
                    data-testid="log-download"
                  >
                    <span aria-hidden>⤓</span> <span className="log-download-words">{t(lang, 'log.download')}</span>
                  </button>
                </>
              )}
            </div>
          )}
        </aside>
      </main>
    </div>
  );
}

const TABS: readonly Tab[] = ['log', 'tracks', 'countries', 'cards'];

/**
 * The side panel's tabs as WAI-ARIA tabs: one stop in the tab order, the arrows (Home, End) go
 * to the tab beside and open it; on a phone a click on the open tab closes its drawer.
 */
function PanelTabs({ lang, tab, onTab, narrow }: { lang: Lang; tab: Tab | null; onTab(t: Tab | null): void; narrow: boolean }) {
  return (
    <nav className="tabs" role="tablist" aria-label={t(lang, 'side.panel')} onKeyDown={(e) => keys()?.stepThroughTabs(e, onTab as (k: string) => void)}>
      {TABS.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          id={`tab-${k}`}
          aria-selected={tab === k}
          aria-controls={tab === k ? 'tab-body' : undefined}
          tabIndex={(tab ?? 'log') === k ? 0 : -1}
          onClick={() => onTab(narrow && tab === k ? null : k)}
          data-tab={k}
        >
          {t(lang, `panel.${k}`)}
        </button>
      ))}
    </nav>
  );
}

/** Save, load, new game and the language: in the bar on a wide screen, behind a menu button on a narrow one. */
const GameMenu = memo(function GameMenu({ lang, onNewGame }: { lang: Lang; onNewGame(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="game-menu">
      <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="game-menu-items" onClick={() => setOpen(!open)} data-testid="menu">
        ☰ {t(lang, 'menu.title')}
      </button>
      <div className={`game-menu-items${open ? ' open' : ''}`} id="game-menu-items">
        <button type="button" onClick={exportRecord} title={t(lang, 'bar.exportHelp')}>
          {t(lang, 'bar.export')}
        </button>
        <ImportButton lang={lang} label={t(lang, 'bar.import')} />
        <button type="button" onClick={onNewGame}>
          {t(lang, 'bar.newGame')}
        </button>
        <LangSwitch lang={lang} />
        <Suspense fallback={null}>
          <ConfirmSetting lang={lang} />
        </Suspense>
        <Suspense fallback={null}>
          <HintSetting lang={lang} />
        </Suspense>
        <Suspense fallback={null}>
          <SoundSetting lang={lang} />
        </Suspense>
      </div>
    </div>
  );
});

export function App() {
  const lang = useGame((s) => s.lang);
  // screen readers and hyphenation follow the chosen language
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // what chooses the screen, not the state itself: a move re-renders the table, not the whole page
  const started = useGame((s) => s.state !== null);
  const cover = useGame(selectCover);
  return (
    <>
      <SaveNotices lang={lang} />
      {started && (
        <Suspense fallback={null}>
          <Announcer lang={lang} />
        </Suspense>
      )}
      {!started ? (
        <StartScreen lang={lang} />
      ) : cover ? (
        // only public information: the log (what the other side just did)
        <Suspense fallback={null}>
          <CoverOfState lang={lang} side={cover} />
        </Suspense>
      ) : (
        <Table lang={lang} />
      )}
      <Suspense fallback={null}>
        <Slot name="replayOverlay" lang={lang} />
      </Suspense>
      <Suspense fallback={null}>
        <UpdatePrompt lang={lang} />
      </Suspense>
      <AidOverlay lang={lang} />
    </>
  );
}
