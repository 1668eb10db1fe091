import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MountWhenFirstOpened } from './mount-when-first-opened.tsx';

describe('MountWhenFirstOpened', () => {
  it('renders nothing until first opened, then keeps its children mounted once closed', () => {
    const view = render(
      <MountWhenFirstOpened opened={false}>
        <p>dialog</p>
      </MountWhenFirstOpened>,
    );
    expect(screen.queryByText('dialog')).toBeNull();
    view.rerender(
      <MountWhenFirstOpened opened>
        <p>dialog</p>
      </MountWhenFirstOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
    view.rerender(
      <MountWhenFirstOpened opened={false}>
        <p>dialog</p>
      </MountWhenFirstOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
  });
});

describe('MountWhenFirstOpened given a function', () => {
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
});
