/** What the replayable-writes module offers the other modules; the rest is its own (docs/server-modules.md). */
export { replayableMethods, replayableWrite } from './replayable-write.ts';
export type {
  ReplayableEndpoint,
  ReplayableWrite,
  WriteContext,
  WriteInput,
} from './replayable-write.ts';
export { registerReplayableWrite } from './register-replayable-write.ts';
