/** The family mode's parts of the page, loaded on first use (./FamilyPs). */
import { lazyComponent } from './lazyComponent';

export const FamilyPsHand = lazyComponent(() => import('./FamilyPs').then((m) => m.FamilyPsHand));
export const FamilyPsChoice = lazyComponent(() => import('./FamilyPs').then((m) => m.FamilyPsChoice));
