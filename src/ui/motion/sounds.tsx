/** The sounds of the moves, and their switch in the game menu. */
import { useState } from 'react';
import type { LogEntry } from '../../engine';
import { t, type Lang } from '../../i18n';
import { playSound, setSoundOn, soundOn, type SoundKind } from '../sound';

/** The sounds of a batch of log entries: one, the most telling. */
export function soundOf(entries: readonly LogEntry[]): SoundKind | null {
  const keys = new Set(entries.map((e) => e.key));
  if (keys.has('psWinner') || keys.has('psSurrender') || keys.has('psVictoryPoints')) return 'result';
  if (['supportCheck', 'tiananmenAttempt', 'eventRoll', 'strikeRoll', 'psSupportLoss', 'familyTakeover'].some((k) => keys.has(k))) return 'dice';
  if (keys.has('playCard') || keys.has('familyPlayCard')) return 'card';
  return null;
}

/** The sound switch (game menu): off until turned on, remembered. */
export function SoundSetting({ lang }: { lang: Lang }) {
  const [on, setOn] = useState(soundOn);
  return (
    <label className="setting" title={t(lang, 'sound.settingHelp')}>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setSoundOn(e.target.checked);
          setOn(e.target.checked);
          if (e.target.checked) playSound('card');
        }}
        data-testid="setting-sound"
      />
      {t(lang, 'sound.setting')}
    </label>
  );
}
