/**
 * The extension's test mode, for scripts/tiled/tiledExtension.test.ts: MAZE_CAT_TILED_TEST names an
 * output file and MAZE_CAT_TILED_MAP the steps, separated by "|". A step is a map to open and save
 * (`a.tmj`), or to change first (`a.tmj#par=14`: sets a map property to a number, as a designer
 * fixing it would). Each save runs the check; the record of each says what was reported and what
 * selecting each problem's place selected. A save whose check resets the script engine ends that
 * run of the extension; the state file beside the output lets the next run go on with the next
 * step. Once all are done, it writes the output (with what the Issues view got since the last reset)
 * and quits Tiled.
 */
import { CLASS_NAMES, placeFields } from '../../../src/level';
import { issueText, type Reported, shown } from './report';
import { selection, selectPlace } from './select';
import { host } from './tiledApi';

const TEST_OUTPUT = 'MAZE_CAT_TILED_TEST';
const TEST_STEPS = 'MAZE_CAT_TILED_MAP';

interface TestState {
  /** How many times the extension has started in this run of Tiled (1 + the resets). */
  starts: number;
  records: object[];
}

/** What the extension tells the test mode. */
export interface TestDriver {
  /** The extension has started and re-checked the open maps. */
  started(): void;
  /** A saved map was checked; `reset` says whether that asked Tiled to reset the script engine. */
  saved(reported: Reported, reset: boolean): void;
}

function record({ map, summary, findings, issues }: Reported, reset: boolean): object {
  if (summary === null) return { file: map.fileName, failed: issues[0]?.text, reset };
  return {
    file: map.fileName,
    summary,
    reset,
    findings: findings.map((finding) => {
      selectPlace(map, map.fileName, finding.place);
      return {
        severity: finding.severity,
        text: issueText(finding),
        place: placeFields(finding.place),
        selected: selection(map),
      };
    }),
  };
}

/** The test mode's driver, or null outside the test. */
export function testMode(): TestDriver | null {
  const output = host.env(TEST_OUTPUT);
  if (!output) return null;
  const tiled = host.tiled();
  const steps = host.env(TEST_STEPS).split('|');
  const stateFile = `${output}.state`;
  const state: TestState = host.exists(stateFile)
    ? JSON.parse(host.readText(stateFile))
    : { starts: 0, records: [] };
  state.starts += 1;
  host.writeText(stateFile, JSON.stringify(state));
  const finish = (result: object) => {
    // What Tiled read from the project files: each piece class's defaults, as a new object gets them.
    const classes = Object.fromEntries(CLASS_NAMES.map((name) => [name, host.classDefaults(name)]));
    const { starts, records } = state;
    const text = JSON.stringify(
      { tiled: tiled.version, classes, starts, records, shown: shown.all(), ...result },
      null,
      2,
    );
    host.writeText(output, `${text}\n`);
    tiled.trigger('Quit');
  };
  const next = () => {
    if (state.records.length === steps.length) return finish({});
    const [file, change] = steps[state.records.length].split('#');
    const map = tiled.open(file);
    if (!map?.isTileMap) return finish({ failed: `could not open the map "${file}"` });
    if (change) {
      const [name, value] = change.split('=');
      map.setProperty(name, Number(value));
    }
    tiled.activeAsset = map;
    tiled.trigger('Save');
  };
  return {
    started: next,
    saved(reported, reset) {
      state.records.push(record(reported, reset));
      host.writeText(stateFile, JSON.stringify(state));
      // After a reset the next run of the extension goes on.
      if (!reset) next();
    },
  };
}
