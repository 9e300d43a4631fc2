/**
 * Replays: a play kept as its commands and their ticks, replayed in the deterministic Sim.
 * `TapRecorder` records a play, `ReplayPlayer` drives a Sim through one, `runReplay` checks one at
 * once; a replay is written as text (`parseReplayText`, docs/cli.md) or as a compact code
 * (`encodeReplay`, for saved progress and share links).
 */
export { fromBase64Url, toBase64Url } from './base64url';
export { ReplayPlayer } from './ReplayPlayer';
export { type ReplayLimits, type ReplayOutcome, runReplay } from './runReplay';
export {
  MAX_REPLAY_COORD,
  MAX_REPLAY_STEPS,
  MAX_REPLAY_TICK,
  ReplayError,
  type ReplayStep,
} from './steps';
export { TapRecorder } from './TapRecorder';
export { decodeReplay, encodeReplay, REPLAY_CODE_VERSION } from './tapCode';
export { formatReplayText, parseReplayText } from './tapText';
