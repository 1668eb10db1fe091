import { RealtimeConnection } from '../../lib/realtime/realtime-connection.ts';

// A change for every user (criteria, the plan catalogue): devices spread their pulls.
const everyoneSpreadMs = 10_000;

/**
 * Keeps a socket to the server open while the user is signed in; when the server says the
 * user's data changed on another device or by someone else (a poke, docs/sync.md, "Pokes"), `onPoke`
 * runs, so the screen shows it within seconds without a reload. Pokes sent while the socket
 * was down (a drop, a deploy, the moment between "sign out of other devices" and the new token)
 * are lost, so `onPoke` also runs each time the socket is ready again. Answers a function that
 * closes the socket.
 */
export function listenForPokes(
  token: () => string | null,
  onPoke: () => void,
  createSocket?: (url: string) => WebSocket,
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const connection = new RealtimeConnection({
    token,
    createSocket,
    onFrame: (frame) => {
      if (frame.type === 'ready') return onPoke();
      if (frame.type !== 'poke') return;
      if (!frame.everyone) return onPoke();
      const timer = setTimeout(() => {
        timers.delete(timer);
        onPoke();
      }, Math.random() * everyoneSpreadMs);
      timers.add(timer);
    },
    // Reconnecting on its own; a lost socket only delays changes until the next pull.
    onState: () => undefined,
    onProblem: () => undefined,
    onUnauthorized: () => undefined,
  });
  connection.start();
  return () => {
    for (const timer of timers) clearTimeout(timer);
    connection.stop();
  };
}
