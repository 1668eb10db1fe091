import { startTransition, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { screenOf } from './route-screens.tsx';

/** A screen with a form: what is typed lives in its state. */
function FormScreen() {
  const [name, setName] = useState('');
  return (
    <label>
      Name on card
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// React's scheduling as in the browser: `act` would render the suspended screen differently.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.replaceChildren();
});

describe('a route screen loaded on demand', () => {
  it('keeps what was typed when the route draws again after a navigation opened it', async () => {
    // Its module already downloaded (the route's preload links): the import answers at once.
    const { Screen } = screenOf(() => Promise.resolve({ default: FormScreen }));
    // The route around the screen draws again when the language's messages arrive, the
    // session changes or the address does.
    function Route() {
      const [, setRedraws] = useState(0);
      return (
        <>
          <button onClick={() => setRedraws((count) => count + 1)}>Redraw the route</button>
          <Screen />
        </>
      );
    }
    function Router() {
      const [opened, setOpened] = useState(false);
      return opened ? (
        <Suspense fallback={<p>Loading</p>}>
          <Route />
        </Suspense>
      ) : (
        // Navigations run as transitions.
        <button onClick={() => startTransition(() => setOpened(true))}>Open the payment</button>
      );
    }
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    root.render(<Router />);
    await pause(20);

    host.querySelector('button')?.click();
    let input: HTMLInputElement | null = null;
    for (let tries = 0; tries < 100 && !input; tries += 1) {
      await pause(10);
      input = host.querySelector('input');
    }
    if (!input) throw new Error('the screen never showed');
    const typed = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    typed?.set?.call(input, 'Sara Ahmed');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await pause(10);
    flushSync(() => host.querySelector('button')?.click());
    await pause(20);

    expect(host.querySelector('input')).toBe(input);
    expect(host.querySelector('input')?.value).toBe('Sara Ahmed');
    root.unmount();
  });
});
