import { describe, expect, it } from 'vitest';
import { MAX_RULE_OFFSETS, MAX_RULE_REACH, parseMoveRule } from './moveRules';

describe('custom rules are bounded', () => {
  it('refuses an offset reaching farther than MAX_RULE_REACH', () => {
    expect(() => parseMoveRule('100000,0 0,100000 1,0 0,1')).toThrow(
      /the offset 100000,0 reaches too far; a step may move at most 8 tiles/,
    );
    expect(parseMoveRule(`${MAX_RULE_REACH},-${MAX_RULE_REACH}`).offsets).toEqual([[8, -8]]);
  });

  it('refuses more than MAX_RULE_OFFSETS offsets before reading them', () => {
    const many = Array.from({ length: 30000 }, (_, i) => `${(i % 17) - 8},${Math.floor(i / 17) % 17}`);
    expect(() => parseMoveRule(many.join(' '))).toThrow(/lists 30000 offsets; at most 64/);
    const allowed = Array.from({ length: MAX_RULE_OFFSETS }, (_, i) => `${(i % 8) + 1},${Math.floor(i / 8)}`);
    expect(parseMoveRule(allowed.join(' ')).offsets).toHaveLength(MAX_RULE_OFFSETS);
  });
});
