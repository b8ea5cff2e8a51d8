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
