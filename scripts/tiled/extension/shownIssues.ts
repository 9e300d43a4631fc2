/**
 * What this run of Tiled's script engine has put in the Issues view, map by map. Tiled 1.8 gives a
 * script no call to take an issue back; it removes every issue a script reported with a callback
 * only when it resets the script engine (its ScriptModule's destructor removes the issues whose
 * context is that module). So the record starts empty with each run of the extension, as the
 * Issues view does, and says when a map's latest check leaves an issue listed that it no longer
 * finds: then only a reset makes the view match.
 */

/** One issue as Tiled tells issues apart: a repeat of the same severity and text counts up instead. */
export interface ShownIssue {
  readonly severity: 'error' | 'warning';
  readonly text: string;
}

const key = (issue: ShownIssue) => `${issue.severity} ${issue.text}`;

/** The issues reported since the script engine started, by the map file whose check reported them. */
export class ShownIssues {
  private readonly byFile = new Map<string, ShownIssue[]>();

  /**
   * Records what the latest check of `file` reported, in place of what its earlier checks did.
   * True when an issue reported for it earlier is not among these: it is stale in the Issues view.
   */
  replace(file: string, issues: readonly ShownIssue[]): boolean {
    const now = new Set(issues.map(key));
    const stale = (this.byFile.get(file) ?? []).some((issue) => !now.has(key(issue)));
    this.byFile.set(file, [...issues]);
    return stale;
  }

  /** Every issue listed since the engine started, each once, in the order first reported. */
  all(): ShownIssue[] {
    const seen = new Map<string, ShownIssue>();
    for (const issues of this.byFile.values()) for (const issue of issues) seen.set(key(issue), issue);
    return [...seen.values()];
  }
}
