import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { activateSourceEnglish, renderWithProviders } from '../testing/render-with-providers.tsx';

import { SaveForm } from './save-form.tsx';

beforeAll(activateSourceEnglish);

interface Values {
  title: string;
}

function TitleForm(props: {
  onSave: (values: Values) => Promise<boolean>;
  onSaved: (startedAt: number) => void;
  onDone: () => void;
}) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '' },
    validate: { title: (value) => (value.trim() ? null : 'A title is needed.') },
  });
  return (
    <SaveForm form={form} {...props}>
      <TextInput label="Title" {...form.getInputProps('title')} />
    </SaveForm>
  );
}

function renderForm(onSave: (values: Values) => Promise<boolean>) {
  const onSaved = vi.fn<(startedAt: number) => void>();
  const onDone = vi.fn<() => void>();
  renderWithProviders(<TitleForm onSave={onSave} onSaved={onSaved} onDone={onDone} />);
  return { onSaved, onDone };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

function typeAndSave(title: string) {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.click(saveButton());
}

describe('SaveForm', () => {
  it('saves what was typed, announces it from when the save started, then closes', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const before = Date.now();
    const { onSaved, onDone } = renderForm(onSave);
    typeAndSave('Reading lesson');

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ title: 'Reading lesson' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(before);
  });

  it('does not call the save while a field is invalid', () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { onDone } = renderForm(onSave);
    typeAndSave('   ');
    expect(screen.getByText('A title is needed.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the button busy while saving, so a second press does not save twice', async () => {
    let finish: (saved: boolean) => void = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    const { onDone } = renderForm(onSave);
    typeAndSave('Reading lesson');
    await waitFor(() => expect(saveButton().hasAttribute('data-loading')).toBe(true));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveButton());

    await act(async () => finish(true));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays open with what was typed when the save declines', async () => {
    const onSave = vi.fn(() => Promise.resolve(false));
    const { onSaved, onDone } = renderForm(onSave);
    typeAndSave('Reading lesson');

    await waitFor(() => expect(saveButton().hasAttribute('data-loading')).toBe(false));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Reading lesson');
  });

  it('says something went wrong and stays open when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('quota exceeded')));
    const { onDone } = renderForm(onSave);
    typeAndSave('Reading lesson');

    await screen.findByText('An unknown error occurred. Please try again.');
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Reading lesson');
  });

  it('closes without saving on Cancel', () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { onDone } = renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
