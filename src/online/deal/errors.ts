/**
 * A move of the deal that breaks its protocol (docs/remote.md "The deal", steps D1–D7): the rule it
 * breaks, the move's place in the deal's list when it has one, and who sent it. The deal's state it
 * was applied to is unchanged.
 */
import { RuleError } from '../../engine';

export class DealError extends RuleError {
  constructor(code: string, rule: string, message: string, params: Record<string, unknown> = {}) {
    super(code, rule, message, params);
    this.name = 'DealError';
  }
}
