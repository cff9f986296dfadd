import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { ListState } from './list-state';

function renderState(props: Partial<Parameters<typeof ListState>[0]>) {
  const onRetry = vi.fn();
  renderWithApp(
    <Table>
      <Table.Tbody>
        <ListState
          columns={4}
          isLoading={false}
          error={null}
          isEmpty={false}
          emptyText="No jobs"
          onRetry={onRetry}
          {...props}
        />
      </Table.Tbody>
    </Table>,
  );
  return onRetry;
}

describe('ListState', () => {
  it('shows a named spinner while loading, a progress bar to assistive technology', () => {
    renderState({ isLoading: true, isEmpty: true });
    // A name on an element without a role is one axe refuses (aria-prohibited-attr).
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('No jobs')).toBeNull();
  });

  it('shows the failure with the server message and a retry', async () => {
    const onRetry = renderState({ error: new Error('Server unavailable'), isEmpty: true });
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("shows the list's empty text across the table", () => {
    renderState({ isEmpty: true });
    expect(screen.getByRole('cell', { name: 'No jobs' })).toHaveAttribute('colspan', '4');
  });

  it('shows nothing when there are rows', () => {
    renderState({});
    expect(screen.queryByRole('row')).toBeNull();
  });
});
