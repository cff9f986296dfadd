import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, useNavigate } from 'react-router';
import { renderWithApp } from '@web/test/render';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

const MESSAGE = 'There are unsaved changes on this page which will be discarded if you continue.';

/** A form as the editors build it: dirty while the name differs from what was loaded. */
function JobForm() {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState('Spring lawn care');
  const [name, setName] = useState(loaded);
  const guard = useUnsavedChangesGuard(name !== loaded);
  return (
    <>
      <TextInput label="Job name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <button
        onClick={() => {
          setLoaded(name);
          guard.markClean();
          void navigate('/jobs');
        }}
      >
        Save
      </button>
      <button onClick={() => setLoaded(name)}>Save and stay</button>
      <Link to="/jobs">Jobs</Link>
      <Link to="/jobs/1/edit#notes">Notes</Link>
    </>
  );
}

function beforeUnloadPrevented() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/1/edit', path: '/jobs/:id/edit' });
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving a changed form; Stay (focused) keeps the page and the typing', async () => {
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/1/edit', path: '/jobs/:id/edit' });
    await userEvent.type(screen.getByLabelText('Job name'), ' (weekly)');
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/jobs/1/edit');
    expect(screen.getByLabelText('Job name')).toHaveValue('Spring lawn care (weekly)');
  });

  it('Escape stays too; "Discard changes" continues to where the user was going', async () => {
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/1/edit', path: '/jobs/:id/edit' });
    await userEvent.type(screen.getByLabelText('Job name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/jobs/1/edit');

    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('guards back/forward too, but not a jump within the page', async () => {
    const { router } = renderWithApp(<JobForm />, { url: '/jobs', path: '/jobs/:id/edit' });
    await router.navigate('/jobs/1/edit');
    await userEvent.type(await screen.findByLabelText('Job name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.location.hash).toBe('#notes');
    expect(screen.queryByRole('dialog')).toBeNull();
    await router.navigate(-2);
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGE);
    expect(router.state.location.pathname).toBe('/jobs/1/edit');
  });

  it("arms the browser's leave-page prompt only while the form is changed", async () => {
    renderWithApp(<JobForm />, { url: '/jobs/1/edit', path: '/jobs/:id/edit' });
    await userEvent.type(screen.getByLabelText('Job name'), 'x');
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save and stay' }));
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.type(screen.getByLabelText('Job name'), 'y');
    expect(beforeUnloadPrevented()).toBe(true);
  });

  it('saving marks the form clean: going to the list right after does not ask', async () => {
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/1/edit', path: '/jobs/:id/edit' });
    await userEvent.type(screen.getByLabelText('Job name'), ' (weekly)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(beforeUnloadPrevented()).toBe(false);
  });
});
