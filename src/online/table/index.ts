/**
 * A game over the deal (docs/remote.md "A game over the deal"): two pages, each on its own
 * knowledge, exchanging the engine's actions and the deal's moves. Pure functions and plain data;
 * the live session does not use it yet.
 */
export { duty, labelsIn, newPublic, pageView, receive, type Duty, type Public, type TableMessage, type TablePage } from './table';
export { act, perform } from './moves';
export { answerFor } from './answers';
