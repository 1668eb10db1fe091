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
