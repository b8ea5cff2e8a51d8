/** New-game dialog: for each side, a person or the computer at a level. */
import { SIDES } from '../engine';
import { t, type Lang } from '../i18n';
import { LEVELS, type Level } from '../ai/levels';
import type { ComputerSeats } from '../store/computer';

export function SeatPicker({ lang, value, onChange }: { lang: Lang; value: ComputerSeats; onChange(v: ComputerSeats): void }) {
  return (
    <fieldset data-testid="seats">
      <legend>{t(lang, 'ai.seats')}</legend>
      {SIDES.map((side) => (
        <label key={side} className={side === 'communist' ? 'c' : 'd'}>
          {t(lang, `side.${side}`)}:{' '}
          <select
            value={value[side] ?? 'person'}
            onChange={(e) => {
              const next = { ...value };
              if (e.target.value === 'person') delete next[side];
              else next[side] = e.target.value as Level;
              onChange(next);
            }}
            data-testid={`seat-${side}`}
          >
            <option value="person">{t(lang, 'ai.person')}</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(lang, 'ai.computerAt', { level: t(lang, `ai.level.${l}`) })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
