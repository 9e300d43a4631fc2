/**
 * A saved map's check, reported: one line in Tiled's Console, each problem in its Issues view (with a
 * callback that selects what it is about), and a record of what is listed for the map now.
 */
import { formatPlace } from '../../../src/level';
import { checkMap, type Finding } from './checkMap';
import { kindsOfMap } from './kindClasses';
import { confinedRead, ownProjectFile, scriptStack, tiledFileRoot } from './readRoot';
import { selectPlace } from './select';
import { type ShownIssue, ShownIssues } from './shownIssues';
import { host, type TiledMap } from './tiledApi';

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** An issue's words: the file, the place as Tiled shows it, what is wrong and the fix. */
export function issueText(finding: Finding): string {
  const where = formatPlace(finding.place);
  return `Maze Cat: ${baseName(finding.file)}: ${where === '' ? '' : `${where}: `}${finding.message}`;
}

/** What one check of a map reported. */
export interface Reported {
  readonly map: TiledMap;
  /** The Console line's verdict and counts; null when the check itself failed. */
  readonly summary: string | null;
  readonly findings: readonly Finding[];
  /** The issues reported, the failure's included. */
  readonly issues: readonly ShownIssue[];
  /** Whether the Issues view still lists an issue an earlier check of this map reported and this one did not. */
  readonly stale: boolean;
}

/** Everything this run of the script engine has listed in the Issues view. */
export const shown = new ShownIssues();

/** Checks a map as saved on disk and reports it. Never rejects: a failed check is an issue too. */
export async function checkAndReport(map: TiledMap): Promise<Reported> {
  const tiled = host.tiled();
  const file = map.fileName;
  let summary: string | null = null;
  let findings: readonly Finding[] = [];
  const issues: (ShownIssue & { show: () => void })[] = [];
  try {
    const root = tiledFileRoot(file, ownProjectFile(scriptStack(), host), host);
    const result = await checkMap(
      file,
      confinedRead(root, host.readText),
      confinedRead(root, host.readBytes),
    );
    // The project's kind classes the map uses, with their mistakes, were written into it on save.
    const classMistakes = kindsOfMap(map).findings;
    findings = [...classMistakes, ...result.findings];
    summary =
      classMistakes.length === 0
        ? result.summary
        : `${result.summary}; and a mistake in the project's kind classes`;
    tiled.log(`Maze Cat: ${baseName(file)}: ${summary}`);
    for (const finding of findings)
      issues.push({
        severity: finding.severity,
        text: issueText(finding),
        show: () => selectPlace(map, file, finding.place),
      });
  } catch (error) {
    issues.push({
      severity: 'error',
      text: `Maze Cat: the check of ${baseName(file)} failed: ${String(error)}`,
      // A callback also ties the issue to this run of the engine, so a reset takes it away.
      show: () => {
        tiled.activeAsset = map;
      },
    });
  }
  for (const { severity, text, show } of issues) {
    if (severity === 'error') tiled.error(text, show);
    else tiled.warn(text, show);
  }
  const listed = issues.map(({ severity, text }) => ({ severity, text }));
  return { map, summary, findings, issues: listed, stale: shown.replace(file, listed) };
}
