import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { JOB } from './job-page.fixtures';
import { JobHeader } from './job-header';

afterEach(() => vi.unstubAllGlobals());

describe('JobHeader', () => {
  it('shows the job, its location with the customer, and its assignees', () => {
    renderWithApp(<JobHeader job={JOB} canManage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly pest service' })).toBeInTheDocument();
    expect(screen.getByText('Pest Control')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const place = screen.getByRole('region', { name: 'Location and customer' });
    expect(within(place).getByRole('link', { name: 'Joe’s Diner' })).toHaveAttribute('href', '/locations/5');
    expect(within(place).getByText('1 Main St, Springfield')).toBeInTheDocument();
    expect(within(place).getByText('Customer: Joe Diner LLC')).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: '555-0100' })).toHaveAttribute('href', 'tel:555-0100');
    expect(within(place).getByRole('link', { name: 'joe@diner.test' })).toHaveAttribute(
      'href',
      'mailto:joe@diner.test',
    );
    const people = screen.getByRole('region', { name: 'Assigned' });
    expect(within(people).getByText('Tom Tech')).toBeInTheDocument();
    expect(within(people).getByText('Sue Supervisor')).toBeInTheDocument();
  });

  it('links Admins to edit, assign and the schedule; a Supervisor to the schedule only', () => {
    const admin = renderWithApp(<JobHeader job={JOB} canManage />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/3/edit');
    expect(screen.getByRole('link', { name: 'Assign' })).toHaveAttribute('href', '/jobs/assign/3');
    expect(screen.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');
    admin.unmount();
    renderWithApp(<JobHeader job={{ ...JOB, status_id: 2, assignees: [] }} canManage={false} />);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assign' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Nobody is assigned to this job.')).toBeInTheDocument();
  });
});
