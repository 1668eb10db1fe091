import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import {
  realtimeCloseCodes,
  realtimePath,
  zServerFrame,
  type ClientFrame,
  type ServerFrame,
} from '../../../contract/support-chat.ts';

import { reconnectDelayMs } from './reconnect-delay.ts';

export type ChatConnectionState = 'connecting' | 'open' | 'closed';

/** The spec's chat errors, reported once per episode rather than at every retry. */
export type ChatProblem =
  'chat.error.connectionFailed' | 'chat.error.disconnected' | 'chat.error.missingAuthToken';

export interface ChatConnectionOptions {
  /** The token to authenticate with, read at every (re)connect; null when there is none. */
  token: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onState: (state: ChatConnectionState) => void;
  onProblem: (problem: ChatProblem) => void;
  /** The server refused the token: it will not be retried. */
  onUnauthorized: () => void;
  /** Tests pass their own; the browser's otherwise. */
  createSocket?: (url: string) => WebSocket;
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${realtimePath}`;
}

/**
 * One authenticated socket to `/api/realtime` that comes back by itself: after a drop it
 * reconnects with exponential backoff and jitter, and at once when the browser is back online.
 * The token travels in the first frame, never in the URL.
 */
export class ChatConnection {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private wasOpen = false;
  private failureReported = false;
  private state: ChatConnectionState = 'closed';
  private readonly options: ChatConnectionOptions;
  private readonly reconnectNow = () => {
    if (this.stopped || this.state !== 'closed') return;
    clearTimeout(this.retryTimer);
    this.connect();
  };

  constructor(options: ChatConnectionOptions) {
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

  private setState(state: ChatConnectionState): void {
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
      this.handleClose(event.code);
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

  private handleClose(code: number | undefined): void {
    this.setState('closed');
    if (this.stopped) return;
    if (code === realtimeCloseCodes.unauthorized) {
      this.stopped = true;
      this.options.onUnauthorized();
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
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    this.attempt += 1;
  }
}
