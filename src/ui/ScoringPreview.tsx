/** What a country would score now (9.2–9.3): each side's level, battlegrounds and VP, and the net move. */
import type { CountryScore } from '../engine';
import { SIDES } from '../engine/data';
import { countryName, t, type Lang } from '../i18n';

export function ScoringPreview({ lang, score, caption = true }: { lang: Lang; score: CountryScore; caption?: boolean }) {
  return (
    <table className="scoring-preview" data-testid="scoring-preview" data-country={score.country}>
      {caption && <caption>{t(lang, 'preview.title', { country: score.country })}</caption>}
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t(lang, 'preview.side')}</span>
          </th>
          <th scope="col">{t(lang, 'end.level')}</th>
          <th scope="col">{t(lang, 'preview.spaces')}</th>
          <th scope="col">{t(lang, 'map.battleground')}</th>
          <th scope="col">{t(lang, 'end.vp')}</th>
        </tr>
      </thead>
      <tbody>
        {SIDES.map((side) => (
          <tr key={side} className={side === 'communist' ? 'c' : 'd'} data-side={side}>
            <th scope="row">{t(lang, `side.${side}`)}</th>
            <td data-level={score[side].level}>{t(lang, `level.${score[side].level}`)}</td>
            <td>{score[side].spaces}</td>
            <td>{score[side].battlegrounds}</td>
            <td className="num">{score[side].vp}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {t(lang, 'preview.net', { country: countryName(lang, score.country) })}
          </th>
          <td className="num" data-net={score.net}>
            {t(lang, 'vp.value', { vp: score.net })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
