import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMoveRule } from '../../src/grid';
import { CLASS_NAMES, KIND_LIST, SETTING_NAMES } from '../../src/level';
import { KIND_ENUMS, RULE_CLASS, RULE_MEMBERS } from '../../src/level/kinds/kindClasses';
import { COMPASS } from '../../src/level/kinds/vocabulary';
import { bundleExtension } from './bundleExtension';
import { OBJECT_TYPES_FILE, objectTypesXml, tiledProjectText } from './projectFiles';

const LEVELS = resolve(import.meta.dirname, '../../levels');
const committed = (name: string) => readFileSync(join(LEVELS, name), 'utf8');

interface PropertyType {
  name: string;
  type: string;
  values?: string[];
  useAs?: string[];
  members?: { name: string; type: string; propertyType?: string }[];
}

describe('the Tiled project files', () => {
  it('are committed as `npm run tiled` makes them from the kinds table and the level settings', () => {
    expect(committed('maze-cat.tiled-project'), 'run `npm run tiled`').toBe(tiledProjectText());
    expect(committed(OBJECT_TYPES_FILE), 'run `npm run tiled`').toBe(objectTypesXml());
  });

  it('declare every piece class with its members, and the map class with every setting', () => {
    const types: PropertyType[] = JSON.parse(tiledProjectText()).propertyTypes;
    const byName = new Map(types.map((t) => [t.name, t]));
    for (const kind of KIND_LIST) {
      expect(byName.get(kind.className)).toMatchObject({ type: 'class', useAs: ['object', 'tile'] });
      expect(byName.get(kind.className)?.members?.map((m) => m.name)).toEqual(
        kind.members.map((m) => m.name),
      );
    }
    expect(byName.get('MazeCatLevel')?.members?.map((m) => m.name)).toEqual([...SETTING_NAMES]);
    expect(byName.get('Key')?.members?.[0]).toMatchObject({ type: 'string', propertyType: 'KeyColour' });
    expect(byName.get('Pipe')?.members?.[0]).toMatchObject({ name: 'to', type: 'object' });
    for (const rule of byName.get('MoveRule')?.values ?? []) expect(parseMoveRule(rule).name).toBe(rule);
    const xmlTypes = [...objectTypesXml().matchAll(/<objecttype name="([^"]+)"/g)].map((m) => m[1]);
    expect(xmlTypes).toEqual([...CLASS_NAMES]);
  });

  it("declare the rule vocabulary a designer's own kinds are written in: its enums and the class KindRule", () => {
    const types: PropertyType[] = JSON.parse(tiledProjectText()).propertyTypes;
    const byName = new Map(types.map((t) => [t.name, t]));
    for (const e of KIND_ENUMS) expect(byName.get(e.name)).toMatchObject({ type: 'enum', values: e.values });
    expect(byName.get(RULE_CLASS)).toMatchObject({ type: 'class', useAs: ['property'] });
    expect(byName.get(RULE_CLASS)?.members?.map((m) => m.name)).toEqual(RULE_MEMBERS.map((m) => m.name));
    // Every enum a rule's member is of is declared, before the class (Tiled 1.8 reads them in order).
    const order = types.map((t) => t.name);
    for (const m of byName.get(RULE_CLASS)?.members ?? [])
      if (m.propertyType) expect(order.indexOf(m.propertyType)).toBeLessThan(order.indexOf(RULE_CLASS));
    expect(byName.get('KindSprite')?.values).toContain('dog_idle');
    expect(byName.get('KindSound')?.values).toContain('eaten');
    // A flap's ways: several may be ticked at once (Tiled writes them `north,east`).
    expect(byName.get('KindWays')).toMatchObject({ values: [...COMPASS], valuesAsFlags: true });
    expect(byName.get('KindEnd')?.values).toContain('stop');
  });

  it('keep the types a designer added in Tiled (their own kind classes), after the generated ones', () => {
    const fish = {
      id: 3,
      name: 'Fish',
      type: 'class',
      members: [{ name: 'rule1', type: 'class', propertyType: 'KindRule', value: {} }],
    };
    // As Tiled 1.8 saves a project after a class is added: the 1.9 parts gone, ids its own.
    const edited = JSON.parse(tiledProjectText());
    edited.propertyTypes = [
      fish,
      ...edited.propertyTypes.map(
        ({ useAs, color, drawFill, ...t }: PropertyType & { color?: string; drawFill?: boolean }) => t,
      ),
    ];
    const types: (PropertyType & { id: number })[] = JSON.parse(
      tiledProjectText(JSON.stringify(edited)),
    ).propertyTypes;
    expect(types.slice(0, -1)).toEqual(JSON.parse(tiledProjectText()).propertyTypes);
    expect(types.at(-1)).toEqual({ ...fish, id: types.length });
    expect(tiledProjectText('not json')).toBe(tiledProjectText());
  });

  it('give the commands "Check level" and "Play in browser"', () => {
    const commands: { name: string; arguments: string }[] = JSON.parse(tiledProjectText()).commands;
    expect(commands.map((c) => c.name)).toEqual(['Check level', 'Play in browser']);
    expect(commands.every((c) => c.arguments.includes(' %mapfile'))).toBe(true);
    // Check level reads the map's files as the extension does: from the project's mazeCatRoot.
    expect(commands[0].arguments).toBe('../bin/maze-cat.mjs check %mapfile --project maze-cat.tiled-project');
  });

  it('give the project the setting mazeCatRoot, empty: each map reads from its own project folder', () => {
    expect(JSON.parse(tiledProjectText()).properties).toEqual([
      { name: 'mazeCatRoot', type: 'string', value: '' },
    ]);
  });
});

describe('the Tiled extension bundle', () => {
  it('builds as one script that is not strict as a whole (see bundleExtension.ts)', async () => {
    const text = await bundleExtension();
    expect(text.split('\n').slice(0, 3).join('\n')).not.toContain('use strict');
    expect(text).toContain('Maze Cat: ');
  });
});
