import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldType, ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { DEVICES } from '../form/device-inspection.fixtures';
import { logicField, logicReport } from '../logic-report.fixtures';
import { ReportPrint } from './report-print';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A finished visit whose one answer is a Device inspection, device 1 on the ground floor's plan. */
function deviceReport(): ReportDetail {
  const report = logicReport();
  report.status_id = ReportStatus.Finished;
  report.status = { status: 'Finished' };
  report.tasks = [
    {
      id: 1,
      task: 'Devices',
      weight: 1,
      condition: null,
      hidden: false,
      fields: [
        logicField(21, 'Stations', FieldType.DeviceInspection, {
          answer: [
            {
              device_id: 101,
              at: '2026-11-26T09:00:00-05:00',
              scanned_at: null,
              activity: 'high',
              captures: null,
              bait: null,
              condition: 'good',
              action: null,
              note: '',
              photo_file_id: null,
            },
          ],
        }),
      ],
    },
  ];
  report.devices = DEVICES.map((d) => ({
    ...d,
    place: d.id === 101 ? { plan_id: 7, x: 0.5, y: 0.5 } : null,
  }));
  report.site_plans = [
    { id: 7, location_id: 1, name: 'Ground floor', width: 1000, height: 500, url: '/api/site-plans/7/image' },
  ];
  return report;
}

describe('ReportPrint with a site plan', () => {
  it('opens the print dialog only once the plan image has loaded, asking for it at once', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // The test DOM fetches no image, so it calls every one complete; the plan here is still on its way.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/reports/5/print': () => ({ body: deviceReport() }),
    });
    // The report's arrival, its drawing and a minute of any timers after it run on fake timers
    // inside act: nothing but the plan's load may open the dialog, however long it takes.
    vi.useFakeTimers();
    try {
      renderWithApp(<ReportPrint id={5} />, { url: '/reports/print/5' });
      await act(() => vi.advanceTimersByTimeAsync(60_000));
    } finally {
      vi.useRealTimers();
    }
    const plan = screen.getByRole('img', { name: "Site plan Ground floor with this visit's devices" });
    expect(
      screen.getByRole('img', { name: 'Device 1, Bait station: High (10 or more captures)' }),
    ).toBeVisible();
    // Lazy on screen, but a page about to print cannot wait for a scroll.
    expect(plan).toHaveAttribute('loading', 'eager');
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(plan);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
