/**
 * The log grouped by turn and round (LogGroupsView.tsx), in a chunk of its own that loads with the
 * first render: the board and the prompt come first.
 */
import { Suspense } from 'react';
import type { PlayerView } from '../engine';
import type { Lang } from '../i18n';
import { lazyComponent } from './lazyComponent';

export const GroupedLogView = lazyComponent(() => import('./LogGroupsView').then((m) => m.GroupedLog));

export function GroupedLog(props: { lang: Lang; log: PlayerView['log']; since: number }) {
  return (
    <Suspense fallback={null}>
      <GroupedLogView {...props} />
    </Suspense>
  );
}
