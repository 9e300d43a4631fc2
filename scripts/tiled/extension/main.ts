/**
 * The Maze Cat Tiled extension (bundled into levels/extensions/maze-cat-check.js by `npm run tiled`
 * and `npm install`): each time a map is saved, it is checked with the game's own loader and solver,
 * and every problem is listed in Tiled's Issues view; activating an issue selects the object or tile
 * it is about.
 *
 * Its test (scripts/tiled/tiledExtension.test.ts) sets MAZE_CAT_TILED_TEST to an output file and
 * MAZE_CAT_TILED_MAP to maps (separated by "|"): the extension opens and saves each (which runs the
 * check), selects each problem's place as activating its issue would, writes what it reported and
 * what got selected, and quits Tiled.
 */
import './polyfills';
import { CLASS_NAMES, formatPlace, placeFields } from '../../../src/level';
import { checkMap, type Finding, type MapCheck } from './checkMap';
import { selection, selectPlace } from './select';
import { host, type TiledMap } from './tiledApi';

const TEST_OUTPUT = 'MAZE_CAT_TILED_TEST';
const TEST_MAPS = 'MAZE_CAT_TILED_MAP';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** An issue's words: the file, the place as Tiled shows it, what is wrong and the fix. */
function issueText(finding: Finding): string {
  const where = formatPlace(finding.place);
  return `Maze Cat: ${baseName(finding.file)}: ${where === '' ? '' : `${where}: `}${finding.message}`;
}

/** Checks a saved map and reports it: a summary in the Console, each problem in the Issues view. */
async function checkAndReport(map: TiledMap): Promise<MapCheck> {
  const tiled = host.tiled();
  const result = await checkMap(
    map.fileName,
    async (path) => host.readText(path),
    async (path) => host.readBytes(path),
  );
  tiled.log(`Maze Cat: ${baseName(map.fileName)}: ${result.summary}`);
  const file = map.fileName;
  for (const finding of result.findings) {
    const show = () => selectPlace(map, file, finding.place);
    if (finding.severity === 'error') tiled.error(issueText(finding), show);
    else tiled.warn(issueText(finding), show);
  }
  return result;
}

/** The test's record of one map: what was reported, and what selecting each problem's place selected. */
function testRecord(map: TiledMap, result: MapCheck): object {
  return {
    file: map.fileName,
    summary: result.summary,
    findings: result.findings.map((finding) => {
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

/** In the test mode, what to do with each map's record once its check is done. */
let testListener: ((record: object) => void) | null = null;

/** The test mode: opens and saves each map; once all are checked, writes the records and quits. */
function runTest(output: string, files: readonly string[]): void {
  const tiled = host.tiled();
  // What Tiled read from the project files: each piece class's defaults, as a new object gets them.
  const classes = Object.fromEntries(CLASS_NAMES.map((name) => [name, host.classDefaults(name)]));
  const finish = (result: object) => {
    host.writeText(output, `${JSON.stringify({ tiled: tiled.version, classes, ...result }, null, 2)}\n`);
    tiled.trigger('Quit');
  };
  const records: object[] = [];
  testListener = (record) => {
    records.push(record);
    if (records.length === files.length) finish({ maps: records });
  };
  for (const file of files) {
    const map = tiled.open(file);
    if (!map?.isTileMap) {
      finish({ failed: `could not open the map "${file}"` });
      return;
    }
    tiled.activeAsset = map;
    tiled.trigger('Save');
  }
}

function start(): void {
  const tiled = host.tiled();
  tiled.assetSaved.connect((asset) => {
    if (!asset.isTileMap) return;
    const map = asset as TiledMap;
    checkAndReport(map).then(
      (result) => testListener?.(testRecord(map, result)),
      (error: unknown) => {
        tiled.error(`Maze Cat: the check of ${baseName(map.fileName)} failed: ${String(error)}`);
        testListener?.({ file: map.fileName, failed: String(error) });
      },
    );
  });
  const output = host.env(TEST_OUTPUT);
  if (output) runTest(output, host.env(TEST_MAPS).split('|'));
}

start();
