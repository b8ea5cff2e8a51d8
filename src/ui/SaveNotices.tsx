/**
 * The save banners and the question before a record replaces anything (src/ui/SaveStatus.tsx),
 * loaded only when there is something to show: a failed or unreadable save, a read-only tab, or
 * a record waiting for the players' choice.
 */
import { lazy, Suspense } from 'react';
import type { Lang } from '../i18n';
import { useGame } from '../store/game';

const StorageStatus = lazy(() => import('./SaveStatus').then((m) => ({ default: m.StorageStatus })));
const LoadAsk = lazy(() => import('./SaveStatus').then((m) => ({ default: m.LoadAsk })));

export function SaveNotices({ lang }: { lang: Lang }) {
  const status = useGame((s) => s.saveFailure !== null || s.corruptSave !== null || s.readOnly);
  const ask = useGame((s) => s.ask !== null);
  return (
    <Suspense fallback={null}>
      {status && <StorageStatus lang={lang} />}
      {ask && <LoadAsk lang={lang} />}
    </Suspense>
  );
}
