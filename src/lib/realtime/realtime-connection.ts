import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import {
  realtimeCloseCodes,
  realtimePath,
  zServerFrame,
  type ClientFrame,
  type ServerFrame,
} from '../../../contract/support-chat.ts';

import { reconnectDelayMs } from './reconnect-delay.ts';

export type RealtimeConnectionState = 'connecting' | 'open' | 'closed';

/** The spec's chat errors, reported once per episode rather than at every retry. */
export type ChatProblem =
  'chat.error.connectionFailed' | 'chat.error.disconnected' | 'chat.error.missingAuthToken';

export interface RealtimeConnectionOptions {
  /** The token to authenticate with, read at every (re)connect; null when there is none. */
  token: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onState: (state: RealtimeConnectionState) => void;
  onProblem: (problem: ChatProblem) => void;
  /** The server refused the token: it will not be retried, only a new one will be tried. */
  onUnauthorized: () => void;
  /** Tests pass their own; the browser's otherwise. */
  createSocket?: (url: string) => WebSocket;
}

// How often a refused connection looks whether the session has a new token to try.
const newTokenCheckMs = 2_000;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${realtimePath}`;
}

/**
 * One authenticated socket to `/api/realtime` that comes back by itself: after a drop it
 * reconnects with exponential backoff and jitter, and at once when the browser is back online.
 * The token travels in the first frame, never in the URL.
 *
 * The server closes a socket whose session ended (realtimeCloseCodes): for a refused token
 * (4401) it never retries that token, but connects again as soon as the session holds another
 * one (this device changed its password or signed out the others, and got a new token, maybe
 * just after the close); for a changed account (4409) it reconnects quietly with the token it
 * has, to be authorised as the account is now.
 */
export class RealtimeConnection {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  /** The refused token, while waiting for another. */
  private refusedToken: string | undefined;
  private newTokenCheck: ReturnType<typeof setInterval> | undefined;
  private wasOpen = false;
  private failureReported = false;
  private state: RealtimeConnectionState = 'closed';
  private readonly options: RealtimeConnectionOptions;
  private readonly reconnectNow = () => {
    if (this.stopped || this.refusedToken !== undefined || this.state !== 'closed') return;
    clearTimeout(this.retryTimer);
    this.connect();
  };

  constructor(options: RealtimeConnectionOptions) {
    this.options = options;
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    clearTimeout(this.retryTimer);
    this.stopWaitingForNewToken();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'done');
    this.setState('closed');
  }

  /** Sends a frame when the socket is ready; false means it was not sent. */
  send(frame: ClientFrame): boolean {
    if (this.state !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(toSnakeCaseKeys(frame)));
    return true;
  }

  private setState(state: RealtimeConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }

  private connect(): void {
    const token = this.options.token();
    if (!token) {
      this.options.onProblem('chat.error.missingAuthToken');
      this.stopped = true;
      return;
    }
    this.setState('connecting');
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(socketUrl());
    } catch {
      this.handleClose(undefined);
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      const frame = this.parse(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        this.attempt = 0;
        this.wasOpen = true;
        this.failureReported = false;
        this.setState('open');
      }
      this.options.onFrame(frame);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.handleClose(event.code, token);
    });
  }

  private parse(data: string): ServerFrame | undefined {
    try {
      const parsed = zServerFrame.safeParse(toCamelCaseKeys(JSON.parse(data)));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  private handleClose(code: number | undefined, sentToken?: string): void {
    this.setState('closed');
    if (this.stopped) return;
    const tokenReplaced = sentToken !== undefined && this.options.token() !== sentToken;
    if (code === realtimeCloseCodes.unauthorized && !tokenReplaced) {
      this.options.onUnauthorized();
      if (sentToken !== undefined) this.waitForNewToken(sentToken);
      return;
    }
    if (code === realtimeCloseCodes.unauthorized || code === realtimeCloseCodes.accountChanged) {
      // Not an outage: no toast. Still jittered, as a change may end many sockets at once.
      this.wasOpen = false;
      this.scheduleReconnect();
      return;
    }
    if (code === realtimeCloseCodes.serviceRestart && this.wasOpen) {
      // A deploy: another instance (or this one, restarted) takes the socket; say nothing
      // unless that reconnection fails too.
      this.wasOpen = false;
    } else if (this.wasOpen) {
      this.wasOpen = false;
      // One toast per outage: the failed retries that follow are part of the same one.
      this.failureReported = true;
      this.options.onProblem('chat.error.disconnected');
    } else if (!this.failureReported) {
      this.failureReported = true;
      this.options.onProblem('chat.error.connectionFailed');
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    this.attempt += 1;
  }

  private waitForNewToken(refused: string): void {
    this.refusedToken = refused;
    this.newTokenCheck = setInterval(() => {
      const token = this.options.token();
      if (token === null || token === this.refusedToken) return;
      this.stopWaitingForNewToken();
      this.connect();
    }, newTokenCheckMs);
  }

  private stopWaitingForNewToken(): void {
    clearInterval(this.newTokenCheck);
    this.newTokenCheck = undefined;
    this.refusedToken = undefined;
  }
}
