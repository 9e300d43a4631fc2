import { describe, expect, it } from 'vitest';
import { classValues, readProjectTypes } from './projectTypes';

const PROJECT = JSON.stringify({
  propertyTypes: [
    { id: 1, name: 'Side', type: 'enum', storageType: 'string', values: ['left', 'right', 3] },
    {
      id: 2,
      name: 'Step',
      type: 'class',
      members: [
        { name: 'side', type: 'string', propertyType: 'Side', value: 'left' },
        { name: 'count', type: 'int', value: 1 },
        { name: 'loud', type: 'bool', value: false },
      ],
    },
    {
      id: 3,
      name: 'Dance',
      type: 'class',
      members: [
        { name: 'first', type: 'class', propertyType: 'Step', value: { count: 2 } },
        { name: 'second', type: 'class', propertyType: 'Step', value: {} },
        { name: 'name', type: 'string', value: 'waltz' },
      ],
    },
    { id: 4, type: 'class', members: [] },
    'not a type',
  ],
});

describe("a Tiled project's custom types", () => {
  it('reads its enums and classes, skipping what Tiled would not write', () => {
    const types = readProjectTypes('p.tiled-project', PROJECT);
    expect([...types.enums]).toEqual([['Side', ['left', 'right']]]);
    expect([...types.classes.keys()]).toEqual(['Step', 'Dance']);
  });

  it("resolves a class's members as Tiled does: a class member's set values over its class's defaults", () => {
    const types = readProjectTypes('p.tiled-project', PROJECT);
    expect(classValues(types, 'Dance')).toEqual({
      first: { side: 'left', count: 2, loud: false },
      second: { side: 'left', count: 1, loud: false },
      name: 'waltz',
    });
    // What an object sets goes over what the class's member sets.
    expect(classValues(types, 'Dance', { first: { loud: true }, name: 'tango' })).toEqual({
      first: { side: 'left', count: 2, loud: true },
      second: { side: 'left', count: 1, loud: false },
      name: 'tango',
    });
  });

  it('names the file of a project that is no JSON', () => {
    expect(() => readProjectTypes('p.tiled-project', '{')).toThrow(
      /^p\.tiled-project: \(file\): is not a Tiled project: /,
    );
  });
});
