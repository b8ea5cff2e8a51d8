/** An illegal action. The state it was applied to is unchanged. */
export class RuleError extends Error {
  readonly code: string;
  /** the rule number this enforces, e.g. "6.1.2" */
  readonly rule: string;
  readonly params: Record<string, unknown>;
  constructor(code: string, rule: string, message: string, params: Record<string, unknown> = {}) {
    // a record or file error cites no rule ('-'): its message says it all
    super(rule === '-' ? message : `${message} (rule ${rule})`);
    this.name = 'RuleError';
    this.code = code;
    this.rule = rule;
    this.params = params;
  }
}

/** `x`, which the rules guarantee is there at this point; a broken guarantee is a bug in the engine, not a player's error. */
export function must<T>(x: T | null | undefined, what: string): T {
  if (x === null || x === undefined) throw new Error(`engine invariant broken: no ${what}`);
  return x;
}
