/**
 * The land under the spaces: the six countries, their neighbours in a quieter colour, the seas'
 * and neighbours' names. In a chunk of its own (the paths are most of its weight), loaded after
 * the first render; the spaces do not wait for it.
 */
import { memo } from 'react';
import { t, type Lang } from '../i18n';
import { BORDERS, EAST_OF_BORDER, GEO_NAMES, LAND, WEST_BERLIN } from './mapGeo.generated';

/** the six countries of the game, each its own colour */
export const COUNTRY_FILL: Record<string, string> = {
  'east-germany': '#e4d6b4',
  poland: '#efcfc6',
  czechoslovakia: '#cfe2c6',
  hungary: '#ecdcae',
  romania: '#cdd9ea',
  bulgaria: '#e2cde0',
};
/** neighbours in one quiet grey-green, the rest of Europe paler still */
const NEIGHBOUR = '#e6e3d8';
const FAR = '#efede6';

export const MapGeography = memo(function MapGeography({ lang }: { lang: Lang }) {
  return (
    <g className="geo" aria-hidden="true">
      <path d={LAND.other} fill={FAR} />
      {['germany', 'austria', 'yugoslavia', 'ussr'].map((id) => (
        <path key={id} d={LAND[id]} fill={NEIGHBOUR} data-land={id} />
      ))}
      {['poland', 'czechoslovakia', 'hungary', 'romania', 'bulgaria'].map((id) => (
        <path key={id} d={LAND[id]} fill={COUNTRY_FILL[id]} data-land={id} />
      ))}
      <clipPath id="jn-germany">
        <path d={LAND.germany} />
      </clipPath>
      <path d={EAST_OF_BORDER} fill={COUNTRY_FILL['east-germany']} clipPath="url(#jn-germany)" data-land="east-germany" />
      <path d={WEST_BERLIN} fill={NEIGHBOUR} stroke="#6f6a5c" strokeWidth={1} data-land="west-berlin" />
      <path d={BORDERS} className="borders" />
      {GEO_NAMES.map((n) => (
        <text key={n.id} x={n.x} y={n.y} className={n.id === 'baltic' || n.id === 'black' ? 'sea-name' : 'neighbour-name'}>
          {t(lang, `map.geo.${n.id}`)}
        </text>
      ))}
    </g>
  );
});
