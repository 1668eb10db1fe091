import { Button, Menu } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { EscapableMenu } from './escapable-menu.tsx';

function downloadMenu(onClose?: () => void, { keepMounted = false } = {}) {
  return (
    <EscapableMenu onClose={onClose} keepMounted={keepMounted}>
      <Menu.Target>
        <Button>Download</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Accepted only</Menu.Item>
      </Menu.Dropdown>
    </EscapableMenu>
  );
}

describe('EscapableMenu', () => {
  beforeEach(activateSourceEnglish);

  it('closes on Escape pressed before the focus has moved into the menu', async () => {
    renderWithProviders(downloadMenu());
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    // A quick keyboard user: the menu shows, and Escape comes while the focus is still on the
    // button.
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Accepted only' })).toBeTruthy();
    // In a test Mantine moves the focus at once; in a browser a moment later: the focus put
    // back on the button stands for that moment.
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('still closes on Escape from inside the menu and gives the focus back', async () => {
    renderWithProviders(downloadMenu());
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    fireEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'Accepted only' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('keeps the focus on its button when the closing menu is given it late', () => {
    // On a loaded phone Mantine's focus trap moves the focus into the menu from timers it set
    // while the menu showed, without asking whether it still shows: an Escape pressed in the
    // menu closed it and gave the button the focus, then such a timer put the focus into the
    // fading menu, and it was lost when the menu went. `keepMounted` holds the closed dropdown
    // in the page as the fade does in a browser; the test gives it the focus as that timer did.
    renderWithProviders(downloadMenu(undefined, { keepMounted: true }));
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    fireEvent.click(button);
    const item = screen.getByRole('menuitem', { name: 'Accepted only' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(document.activeElement).toBe(button);
    act(() => item.focus());
    expect(document.activeElement).toBe(button);
  });

  it('leaves other keys to the page while open', async () => {
    renderWithProviders(downloadMenu());
    const button = screen.getByRole('button', { name: 'Download' });
    fireEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Accepted only' });
    fireEvent.keyDown(button, { key: 'a' });
    expect(screen.getByRole('menuitem', { name: 'Accepted only' })).toBeTruthy();
  });

  it('tells its owner once, whichever handler took the Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(downloadMenu(onClose));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const item = await screen.findByRole('menuitem', { name: 'Accepted only' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
