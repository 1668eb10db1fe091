import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useCurrentYear } from './use-current-year.ts';

function Copyright() {
  return <p>{`© ${useCurrentYear()}`}</p>;
}

describe('useCurrentYear', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hydrates a page rendered in the build year, then shows the year it is opened in', async () => {
    const html = renderToString(<Copyright />);
    expect(html).toContain(`© ${__BUILD_YEAR__}`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 1, 8));
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Copyright />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });

    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe(`© ${__BUILD_YEAR__ + 1}`);
  });
});
