import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { expect, it } from 'vitest';

/** Updates itself a moment after it is drawn, as a closing transition or a late answer does. */
function UpdatesLater() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step > 2000) return;
    const timer = setTimeout(() => setStep((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [step]);
  return <p>step {step}</p>;
}

// The last test of a file leaves React work queued as it ends. Without src/test-setup.ts
// unmounting what a test drew and running the queued tasks before jsdom goes, React's scheduler
// runs one after the window is removed, while the worker runs its next file, and Vitest fails
// the run with "window is not defined" (seen in CI from invite-form.test.tsx).
it('leaves no React work to run after the file’s window is gone', () => {
  render(<UpdatesLater />);
  expect(document.body.textContent).toContain('step 0');
});
