import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { DeviceInspectionInput } from './device-inspection-input';
import { DEVICES } from './device-inspection.fixtures';
import type { QrDecoder } from './qr-decode';

// The scanner's decoder is given by each test; the app's (zxing-wasm) is read in qr-decode.test.ts.
vi.mock('./qr-decode', () => ({ decodeQr: vi.fn() }));

// The note box grows with its text (Mantine's autosize), which listens to the page's fonts: the test DOM has none.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  configurable: true,
});

const NOW = new Date('2026-11-26T14:05:09Z');
/** The phone's local time with its offset, as the form writes it (the test machine's zone). */
const at = (d: Date) => {
  const off = -d.getTimezoneOffset();
  const p = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(
    d.getSeconds(),
  )}${off < 0 ? '-' : '+'}${p(off / 60)}:${p(off % 60)}`;
};

function renderInput(
  opts: { value?: unknown; decode?: QrDecoder; partErrors?: Record<string, string> } = {},
) {
  const onChange = vi.fn();
  function Holder() {
    const [value, setValue] = useState<unknown>(opts.value ?? null);
    return (
      <DeviceInspectionInput
        label="Devices"
        withAsterisk={false}
        error={undefined}
        id="field-50"
        devices={DEVICES}
        value={value}
        onChange={(v, o) => {
          onChange(v, o);
          setValue(v);
        }}
        imageSrc={() => undefined}
        partErrors={opts.partErrors ?? {}}
        now={() => NOW}
        decode={opts.decode}
      />
    );
  }
  renderWithApp(<Holder />);
  return onChange;
}

const pick = (number: number) =>
  userEvent.click(screen.getByRole('button', { name: new RegExp(`^Device ${number}\\b`) }));

describe('DeviceInspectionInput', { timeout: 20_000 }, () => {
  it('records a level device and a count device; the answer is exactly the entries', async () => {
    const onChange = renderInput();
    expect(screen.getByText('0 of 3 inspected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Device 4\b/ })).toBeNull();

    await pick(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action taken' }), 'bait_replaced');
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));

    await pick(2);
    expect(screen.queryByRole('textbox', { name: /Bait consumed/ })).toBeNull();
    const mice = screen.getByRole('textbox', { name: 'Captures: Mice' });
    await userEvent.clear(mice);
    await userEvent.type(mice, '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'damaged');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Board torn');
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));

    expect(onChange).toHaveBeenLastCalledWith(
      [
        {
          device_id: 101,
          at: at(NOW),
          scanned_at: null,
          activity: 'medium',
          captures: null,
          bait: 50,
          condition: 'good',
          action: 'bait_replaced',
          note: '',
          photo_file_id: null,
        },
        {
          device_id: 102,
          at: at(NOW),
          scanned_at: null,
          activity: null,
          captures: { Mice: 3, Cockroaches: 0 },
          bait: null,
          condition: 'damaged',
          action: null,
          note: 'Board torn',
          photo_file_id: null,
        },
      ],
      { now: true, images: {} },
    );
    expect(screen.getByText('2 of 3 inspected')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2 of 3 inspected' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(
      within(screen.getByRole('button', { name: /^Device 2\b/ })).getByText('Damaged'),
    ).toBeInTheDocument();
  });

  it('refuses a decimal count, and asks for the activity of a level device', async () => {
    const onChange = renderInput();
    await pick(2);
    const mice = screen.getByRole('textbox', { name: 'Captures: Mice' });
    await userEvent.clear(mice);
    await userEvent.type(mice, '0.5');
    expect(screen.getByText('Count whole captures: 0, 1, 2 …')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));
    expect(screen.getByText('Correct the numbers first.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await pick(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));
    expect(screen.getByText('Choose the activity.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('needs a reason for an inaccessible device, and clears a recorded one', async () => {
    const onChange = renderInput();
    await pick(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'inaccessible');
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));
    expect(screen.getByText('Say why the device was inaccessible.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Storage room locked');
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject([
      { device_id: 103, condition: 'inaccessible', activity: null, note: 'Storage room locked' },
    ]);
    expect(screen.getByText('1 of 3 inspected')).toBeInTheDocument();

    await pick(3);
    await userEvent.click(screen.getByRole('button', { name: 'Clear findings' }));
    expect(onChange).toHaveBeenLastCalledWith(null, { now: true, images: {} });
    expect(screen.getByText('0 of 3 inspected')).toBeInTheDocument();
  });

  it('scans a photo of a label: another location’s is refused, this one’s opens its findings with the scan time', async () => {
    const decode = vi
      .fn<QrDecoder>()
      .mockResolvedValueOnce(['FB-D:elsewhere'])
      .mockResolvedValueOnce(['FB-D:code103']);
    const onChange = renderInput({ decode });
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a device label' });
    const photo = await within(dialog).findByLabelText('Scan a photo of the label');
    // The test DOM has no camera: the photo is the way, as on plain HTTP.
    expect(within(dialog).getByText(/The camera cannot be used here/)).toBeInTheDocument();
    const label = new File([new Uint8Array([137, 80, 78, 71])], 'label.png', { type: 'image/png' });
    fireEvent.change(photo, { target: { files: [label] } });
    expect(
      await within(dialog).findByText('This label is not a device of this location.'),
    ).toBeInTheDocument();
    expect(decode).toHaveBeenCalledWith(label);
    fireEvent.change(photo, { target: { files: [label] } });
    expect(await screen.findByRole('heading', { name: 'Device 3 · Bait station' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a device label' })).toBeNull());
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save findings' }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject([
      { device_id: 103, activity: 'none', scanned_at: at(NOW) },
    ]);
  });

  it('says so when the reader cannot start, and Cancel closes the scanner', async () => {
    renderInput({ decode: vi.fn<QrDecoder>().mockRejectedValue(new Error('wasm not loaded')) });
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a device label' });
    const photo = await within(dialog).findByLabelText('Scan a photo of the label');
    fireEvent.change(photo, { target: { files: [new File(['x'], 'label.jpg', { type: 'image/jpeg' })] } });
    expect(await within(dialog).findByText(/The scanner could not read labels here/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a device label' })).toBeNull());
  });

  it('shows the server’s message on its device', async () => {
    renderInput({
      value: [
        {
          device_id: 102,
          at: at(NOW),
          scanned_at: null,
          activity: null,
          captures: { Mice: 1 },
          bait: null,
          condition: 'good',
          action: null,
          note: '',
          photo_file_id: null,
        },
      ],
      partErrors: {
        '0.captures': 'Give the captures of device 2 as whole numbers from 0 to 9999, per pest of its type.',
      },
    });
    const item = screen.getByRole('button', { name: /^Device 2\b/ }).closest('li')!;
    expect(within(item).getByText(/Give the captures of device 2/)).toBeInTheDocument();
  });
});
