import { describe, expect, it } from 'vitest';
import { runCli, writeLevel } from './testCli';

const HUGE = '100000,0 0,100000 1,0 0,1';

describe('custom rules with huge or too many offsets', () => {
  it('a level: a finding at properties.rule, not an internal error', async () => {
    const file = writeLevel('rule.tmj', ['C.E'], [{ name: 'rule', type: 'string', value: HUGE }]);
    const { code, out } = await runCli(['check', file]);
    expect(code).toBe(1);
    expect(out).toContain(
      '  error:    map property "rule": the offset 100000,0 reaches too far; a step may move at most 8 tiles in x and in y\n',
    );
  });

  it('--rule: a usage error', async () => {
    const file = writeLevel('plain.tmj', ['C.E']);
    const many = Array.from({ length: 30000 }, (_, i) => `1,${i % 8}`).join(' ');
    for (const rule of [HUGE, many]) {
      const { code, err } = await runCli(['path', file, '--from', '0,0', '--to', '2,0', '--rule', rule]);
      expect(code).toBe(2);
      expect(err).toMatch(
        /^error: --rule: the (offset 100000,0 reaches too far|rule lists 30000 offsets; at most 64)/,
      );
    }
  });
});
