import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../test/render';
import { ApiError } from './api-client';
import { saveOutcome, type SaveOutcomeOptions } from './save-outcome';
import { useSchemaForm } from './use-schema-form';

interface Values {
  name: string;
}
interface Saved {
  name: string;
}

/** A form whose two buttons answer its save: with the server's record, or with a refusal. */
function Form({
  options,
  saved,
  error,
}: {
  options: SaveOutcomeOptions<Saved, Values>;
  saved?: Saved;
  error?: unknown;
}) {
  const form = useSchemaForm<Values>({
    schema: z.object({ name: z.string() }),
    initialValues: { name: 'Old' },
  });
  const [failure, setFailure] = useState<string>();
  const outcome = saveOutcome(form, { ...options, ...(options.fields ? { failure: setFailure } : {}) });
  return (
    <>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <p>{form.isDirty() ? 'dirty' : 'clean'}</p>
      {failure && <p role="alert">{failure}</p>}
      <Button onClick={() => outcome.onSuccess(saved ?? { name: 'Kept' })}>Saved</Button>
      <Button onClick={() => outcome.onError(error)}>Refused</Button>
    </>
  );
}

const refusal = (status: number, errors: Record<string, string>) =>
  new ApiError(status, 'Refused', { code: 'x', message: 'Refused', errors });

describe('saveOutcome', () => {
  it('makes what the server kept the clean state, lets the guard go, notifies, then moves on, in that order', async () => {
    const calls: string[] = [];
    const guard = { markClean: vi.fn(() => calls.push('clean')) };
    const then = vi.fn(() => calls.push('then'));
    renderWithApp(
      <Form
        options={{ kept: (saved) => ({ name: saved.name }), guard, notify: (s) => `Saved ${s.name}`, then }}
        saved={{ name: 'Kept' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByText('dirty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Kept');
    expect(screen.getByText('clean')).toBeInTheDocument();
    expect(await screen.findByText('Saved Kept')).toBeInTheDocument();
    expect(calls).toEqual(['clean', 'then']);
    expect(then).toHaveBeenCalledWith({ name: 'Kept' });
  });

  it('with `clean` keeps the values as typed and makes them the clean state', async () => {
    renderWithApp(<Form options={{ clean: true }} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Oldx');
    expect(screen.getByText('clean')).toBeInTheDocument();
  });

  it('puts a refusal on the fields it names, or its text above the form', async () => {
    const { unmount } = renderWithApp(
      <Form options={{ fields: ['name'] }} error={refusal(409, { name: 'Taken', other: 'Hidden' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderWithApp(<Form options={{ fields: ['name'] }} error={new Error('Offline')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
  });

  it('without fields puts only a refused body’s (400) field errors on the form, or any with `anyStatus`', async () => {
    const { unmount } = renderWithApp(<Form options={{}} error={refusal(409, { name: 'Moved' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.queryByText('Moved')).not.toBeInTheDocument();
    unmount();

    const second = renderWithApp(<Form options={{}} error={refusal(400, { name: 'Required' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    second.unmount();

    renderWithApp(<Form options={{ anyStatus: true }} error={refusal(409, { name: 'Moved' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByText('Moved')).toBeInTheDocument();
  });
});
