/** What the session (./match.ts) sees of a game over the deal and where it keeps its save (./table/live.ts). */
/** The storage of a game over the deal's save (./table/link.ts LinkSave, read back and checked there). */
export interface TableSaveStore {
  read(): unknown;
  write(save: unknown): void;
}

/**
 * A game over the deal (docs/remote.md "A game over the deal, between two pages"), as the session
 * sees it: loaded with ./table/live.ts only when such a game starts, and handed its texts.
 */
export interface LiveTable {
  receive(text: string): Promise<void>;
  connected(send: (text: string) => void): void;
  disconnected(): void;
  close(): void;
  /** the checksum of the state both pages hold */
  sum(): string;
}
