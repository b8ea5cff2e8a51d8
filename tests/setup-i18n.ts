/**
 * Every test runs with all three languages loaded, as the page has them after a switch. Component
 * tests (jsdom) also have the page's lazily loaded parts loaded, so they render at once.
 */
import { loadAllLanguages } from '../src/i18n';

await loadAllLanguages();
if (typeof document !== 'undefined') {
  // component tests written before the Confirm step (26.4) expect a round to pass on at its last
  // click; a test of the step turns it on in its store
  localStorage.setItem('jn1989.confirmMoves', 'off');
  // the store's lazily loaded part (saves call it): loaded here, so no test ends while it is still loading
  await import('../src/store/loader');
  const app = await import('../src/ui/App');
  // the table's keys, a chunk of their own too
  const { keysReady } = await import('../src/ui/useTableKeys');
  await keysReady;
  const family = await import('../src/ui/familyParts');
  const map = await import('../src/ui/MapView');
  await Promise.all(
    [
      app.NewGameDialog,
      app.PowerStruggleTable,
      app.LastStruggle,
      app.CoverOfState,
      app.ConfirmMove,
      app.ConfirmSetting,
      family.FamilyPsHand,
      family.FamilyPsChoice,
      app.TurnSummary,
      app.ScoringCard,
      app.SoundSetting,
      app.Announcer,
      app.BoardStatus,
      ...(await import('../src/slots')).SLOT_PARTS,
      app.UpdatePrompt,
      map.MapMotion,
      map.MotionOverlay,
      map.MapGeography,
      map.CountryNames,
      map.Tooltip,
      map.Legend,
      map.MarksLayer,
      (await import('../src/ui/LogGroups')).GroupedLogView,
      (await import('../src/ui/PromptPanel')).OddsList,
      (await import('../src/ui/PromptPanel')).StruggleOdds,
    ].map((c) => c.preload()),
  );
}
