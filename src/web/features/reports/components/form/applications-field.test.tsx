import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { ApplicationsField } from './applications-field';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const report = {
  application_settings: { state: 'NY', record_weather: false, rate_check_warn_only: false, applicators: [] },
  user: { id: 1, name: 'Oscar Grouch' },
} as never;

describe('a new application record', () => {
  // The device here keeps UTC, the office New York: in the evening their dates differ.
  it.each(CLOCK_INSTANTS)(
    "is dated the office's today, whatever the device's zone: $what",
    async ({ at, newYork }) => {
      vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
      mockServer({
        'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
        'GET /api/reports/chemicals': () => ({ body: [] }),
      });
      const onChange = vi.fn();
      renderWithApp(
        <ApplicationsField
          label="Products applied"
          withAsterisk={false}
          error={undefined}
          id="field-7"
          value={null}
          onChange={onChange}
          report={report}
          partErrors={{}}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Add an application' }));
      expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ date: newYork })], { now: true });
    },
  );
});
