import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailAddress } from './email-address.tsx';

describe('EmailAddress', () => {
  it('reads and copies as the whole address, with wrap points only inside it', () => {
    const { container } = render(
      <p>
        Invitation for <EmailAddress email="maha.al-dosari@school.test" />, valid until Friday.
      </p>,
    );
    const address = screen.getByText('maha.al-dosari@school.test');
    expect(address.getAttribute('dir')).toBe('ltr');
    // Before the dots, hyphen and @, never after the last letter, where the comma follows.
    expect(address.innerHTML).toBe('maha<wbr>.al<wbr>-dosari<wbr>@school<wbr>.test');
    expect(container.textContent).toBe(
      'Invitation for maha.al-dosari@school.test, valid until Friday.',
    );
  });
});
