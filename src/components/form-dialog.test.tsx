import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { activateSourceEnglish, renderWithProviders } from '../testing/render-with-providers.tsx';

import { FormDialog } from './form-dialog.tsx';

beforeAll(activateSourceEnglish);

/** A table's Edit button drawing the form dialog for its row, as the users' page does. */
function EditableRow({ keepMounted }: { keepMounted: boolean }) {
  const [editing, setEditing] = useState(false);
  const dialog = (
    <FormDialog opened={editing} onClose={() => setEditing(false)} title="Edit user">
      <input aria-label="Full name" />
    </FormDialog>
  );
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      {keepMounted ? dialog : editing && dialog}
    </>
  );
}

describe('FormDialog', () => {
  for (const keepMounted of [false, true]) {
    it(`gives the focus back to the Edit button when closed (${keepMounted ? 'kept mounted' : 'drawn only while open'})`, async () => {
      renderWithProviders(<EditableRow keepMounted={keepMounted} />);
      const edit = screen.getByRole('button', { name: 'Edit' });
      for (let time = 0; time < 2; time += 1) {
        edit.focus();
        fireEvent.click(edit);
        const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
        fireEvent.keyDown(dialog, { key: 'Escape' });
        await waitFor(() => expect(document.activeElement).toBe(edit));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
    });
  }
});
