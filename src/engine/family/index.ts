/** The family mode (rulebook TR.1–TR.3): its frames register themselves on import. */
import './actions';
import './turn';
import './setup';

export { familyInitialState } from './setup';
export { familyView } from '../zones';
