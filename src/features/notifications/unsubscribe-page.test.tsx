import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { notificationEndpoints } from '../../../contract/endpoints/notifications.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import UnsubscribePage from './unsubscribe-page.tsx';

vi.mock('../../lib/api/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

afterEach(() => call.mockReset());

const endpointsCalled = () => call.mock.calls.map(([endpoint]) => endpoint);

describe('UnsubscribePage', () => {
  beforeAll(activateSourceEnglish);

  it('names the email’s kind on opening and turns it off only when the button is pressed', async () => {
    call.mockResolvedValue({ kind: 'evidenceReturned' });
    renderWithProviders(<UnsubscribePage />, '/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Turn these emails off' });
    expect(screen.getByText('Evidence returned to you for changes')).toBeTruthy();
    expect(endpointsCalled()).toEqual([notificationEndpoints.readEmailUnsubscribe]);

    fireEvent.click(button);
    expect(await screen.findByText('Emails turned off')).toBeTruthy();
    expect(endpointsCalled()).toEqual([
      notificationEndpoints.readEmailUnsubscribe,
      notificationEndpoints.unsubscribeEmail,
    ]);
    expect(call.mock.calls[1]?.[1]).toEqual({ query: { token: 'abc.def' } });
  });

  it('says a changed link is not valid and where to choose instead', async () => {
    call.mockRejectedValue(new ApiError('notifications.failed.unsubscribeLinkInvalid', 400));
    renderWithProviders(<UnsubscribePage />, '/unsubscribe?token=tampered');
    expect(await screen.findByText('These emails could not be turned off')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my notification choices' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn these emails off' })).toBeNull();
  });
});

describe('UnsubscribePage in Arabic', () => {
  beforeAll(activateArabic, 20_000);

  it('asks which emails stop, in Arabic', async () => {
    call.mockResolvedValue({ kind: 'paymentReceived' });
    renderWithProviders(<UnsubscribePage />, '/unsubscribe?token=abc');
    expect(await screen.findByText('استلام دفعة، مع الإيصال')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أوقف هذه الرسائل' })).toBeTruthy();
  });
});
