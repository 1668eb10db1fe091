import { Modal } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { MountWhenFirstOpened } from './mount-when-first-opened.tsx';

beforeAll(activateSourceEnglish);

describe('MountWhenFirstOpened', () => {
  it('renders nothing until first opened, then keeps its children mounted once closed', () => {
    const dialog = (opened: boolean) => <p>{opened ? 'open' : 'closed'}</p>;
    const view = render(<MountWhenFirstOpened opened={false}>{dialog}</MountWhenFirstOpened>);
    expect(screen.queryByText(/open|closed/)).toBeNull();
    view.rerender(<MountWhenFirstOpened opened>{dialog}</MountWhenFirstOpened>);
    expect(screen.getByText(/open|closed/)).toBeTruthy();
    view.rerender(<MountWhenFirstOpened opened={false}>{dialog}</MountWhenFirstOpened>);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('draws its dialog closed first, then open, so the dialog sees itself open', async () => {
    const seen: boolean[] = [];
    const Dialog = ({ opened }: { opened: boolean }) => {
      seen.push(opened);
      return <p>{opened ? 'open' : 'closed'}</p>;
    };
    render(
      <MountWhenFirstOpened opened>{(opened) => <Dialog opened={opened} />}</MountWhenFirstOpened>,
    );
    expect(await screen.findByText('open')).toBeTruthy();
    expect(seen[0]).toBe(false);
  });

  it('gives the focus back to the button that opened a modal, the first time it closes', async () => {
    function Opener() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open menu
          </button>
          <MountWhenFirstOpened opened={opened}>
            {(drawnOpen) => (
              <Modal opened={drawnOpen} onClose={() => setOpened(false)} title="Menu">
                <button type="button">Inside</button>
              </Modal>
            )}
          </MountWhenFirstOpened>
        </>
      );
    }
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
