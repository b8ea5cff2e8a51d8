/** Every test runs with all three languages loaded, as the page has them after a switch. */
import { loadAllLanguages } from '../src/i18n';

await loadAllLanguages();
