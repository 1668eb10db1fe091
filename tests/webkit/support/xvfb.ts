import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface VirtualDisplay {
  /** The X display to give the browser, as `:N`. */
  display: string;
  stop(): Promise<void>;
}

/** A headless X server on the first free display number, which Xvfb chooses and reports. */
export async function startXvfb(): Promise<VirtualDisplay> {
  const xvfb: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] },
  );
  const reported = xvfb.stdio[3] as Readable;
  const number = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb reported no display in 10 s')), 10_000);
    reported.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString().trim());
    });
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb did not start (apt-get install xvfb): ${error.message}`));
    });
  }).catch((error: unknown) => {
    xvfb.kill();
    throw error;
  });
  return {
    display: `:${number}`,
    stop: () => stopChild(xvfb),
  };
}

/** Ends a child process, with SIGKILL if SIGTERM has not ended it within 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
