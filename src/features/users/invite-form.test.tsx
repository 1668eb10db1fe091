import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api/api-error.ts';

import { InviteForm } from './invite-form.tsx';
import { sendInvitation } from './users-api.ts';

vi.mock('./users-api.ts', () => ({ sendInvitation: vi.fn() }));
vi.mock('../../lib/notify/notify.ts', () => ({
  notifyKey: vi.fn(),
  notifyFieldErrors: vi.fn(),
}));

const send = vi.mocked(sendInvitation);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <InviteForm onSent={() => {}} />
      </MantineProvider>
    </I18nProvider>,
  );
}

async function submitAddress(address: string) {
  const calls = send.mock.calls.length;
  fireEvent.change(screen.getByLabelText(/Email of the person to invite/), {
    target: { value: address },
  });
  fireEvent.click(screen.getByRole('button', { name: /Send invitation/ }));
  await waitFor(() => expect(send.mock.calls.length).toBe(calls + 1));
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: /Send invitation/ }).hasAttribute('data-loading'),
    ).toBe(false),
  );
  return send.mock.calls[calls]?.[1];
}

describe('InviteForm', () => {
  it('sends a new address after a refusal under a new key, and a retry of the same one under the same key', async () => {
    send.mockRejectedValue(new ApiError('invitations.failed.alreadyMember', 409));
    renderForm();

    const refused = await submitAddress('taken@school.test');
    const retried = await submitAddress('taken@school.test');
    const another = await submitAddress('new@school.test');

    expect(retried).toBe(refused);
    expect(another).not.toBe(refused);
  });
});
