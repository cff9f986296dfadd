import { describe, expect, it } from 'vitest';
import { visibility } from '@shared/checklist-logic';
import { FieldType } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { logicReport } from '../logic-report.fixtures';
import { isoWithOffset, matchScan, missingNumbers, progressOf, type DeviceEntry } from './device-entries';
import { DEVICES } from './device-inspection.fixtures';
import { submitProblems } from './form-checks';
import { pendingIds, resolveImages } from './outbox';

const entry = (device_id: number, more: Partial<DeviceEntry> = {}): DeviceEntry => ({
  device_id,
  at: '2026-11-26T09:00:00-05:00',
  scanned_at: null,
  activity: 'none',
  captures: null,
  bait: null,
  condition: 'good',
  action: null,
  note: '',
  photo_file_id: null,
  ...more,
});

/** The logic fixture with a Device inspection field (id 50) asking for full coverage. */
function deviceReport(fullCoverage: boolean): ReportDetail {
  const base = logicReport();
  const field = { ...base.tasks[0]!.fields[0]!, id: 50, field_name: 'Devices', required: 0, options: [] };
  return {
    ...base,
    devices: DEVICES,
    tasks: [
      ...base.tasks,
      {
        id: 9,
        task: 'Devices',
        weight: 9,
        fields: [
          { ...field, field_type: FieldType.DeviceInspection, condition: null, full_coverage: fullCoverage },
        ],
      },
    ],
  };
}

describe('a Device inspection answer', () => {
  it('counts the devices in place with findings; inaccessible only with its reason', () => {
    const entries = [entry(101), entry(102, { condition: 'inaccessible', note: ' ' }), entry(104)];
    expect(progressOf(DEVICES, entries)).toEqual({ done: 1, total: 3 });
    expect(missingNumbers(DEVICES, entries)).toEqual([2, 3]);
    expect(
      missingNumbers(DEVICES, [
        entry(101),
        entry(102, { condition: 'inaccessible', note: 'Locked' }),
        entry(103),
      ]),
    ).toEqual([]);
  });

  it('lists the missing numbers before submit only where full coverage is asked', () => {
    const values = { 11: 'None', 50: [entry(102)] };
    const report = deviceReport(true);
    expect(submitProblems(report, values, visibility(report.tasks, values)).coverage).toEqual([
      { fieldId: 50, numbers: [1, 3] },
    ]);
    const loose = deviceReport(false);
    expect(submitProblems(loose, values, visibility(loose.tasks, values)).coverage).toEqual([]);
    const all = { 11: 'None', 50: [entry(101), entry(102), entry(103)] };
    expect(submitProblems(report, all, visibility(report.tasks, all)).coverage).toEqual([]);
  });

  it('takes only a device label of this location from a scan', () => {
    expect(matchScan('FB-D:code103', DEVICES)).toEqual({ kind: 'device', device: DEVICES[2] });
    expect(matchScan('FB-D:elsewhere', DEVICES)).toEqual({ kind: 'otherLocation' });
    expect(matchScan('FB-D:code104', DEVICES)).toEqual({ kind: 'otherLocation' });
    expect(matchScan('https://example.com', DEVICES)).toEqual({ kind: 'notDevice' });
  });

  it('uploads a device’s photo through the outbox and names it by file id after', () => {
    const value = [entry(101, { photo: { pending: 'p1' } }), entry(102, { photo_file_id: 7 })];
    expect(pendingIds(value)).toEqual(['p1']);
    const resolved = resolveImages(value, new Map([['p1', 31]])) as DeviceEntry[];
    expect(resolved[0]).toEqual(entry(101, { photo_file_id: 31 }));
    expect(resolved[1]).toEqual(entry(102, { photo_file_id: 7 }));
  });

  it('writes the moment with the phone’s offset, half hours and the date line included', () => {
    const at = new Date('2026-11-26T14:05:09Z');
    const phones: [string, string][] = [
      ['America/New_York', '2026-11-26T09:05:09-05:00'],
      ['America/St_Johns', '2026-11-26T10:35:09-03:30'],
      ['Asia/Tehran', '2026-11-26T17:35:09+03:30'],
      ['Pacific/Kiritimati', '2026-11-27T04:05:09+14:00'],
      ['Pacific/Pago_Pago', '2026-11-26T03:05:09-11:00'],
      ['UTC', '2026-11-26T14:05:09+00:00'],
    ];
    // The phone's zone is the process's: set for each (Node follows TZ when it changes), then put back.
    const machineZone = process.env.TZ;
    try {
      for (const [zone, written] of phones) {
        process.env.TZ = zone;
        expect(isoWithOffset(at), zone).toBe(written);
        expect(Date.parse(isoWithOffset(at))).toBe(at.getTime());
      }
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});
