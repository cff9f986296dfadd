import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { DeviceStorage, storageSize } from './device-storage';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;

describe('DeviceStorage', () => {
  it('shows what the app keeps on the device and the room left', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { estimate: () => Promise.resolve({ usage: 12.5 * MB, quota: 2048 * MB }) },
    });
    renderWithApp(
      <Menu opened>
        <Menu.Target>
          <button type="button">Account menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <DeviceStorage />
        </Menu.Dropdown>
      </Menu>,
    );
    expect(await screen.findByText('On this device: 12.5 MB used, 2 GB free')).toBeInTheDocument();
  });

  it('says nothing where the browser cannot tell', () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    renderWithApp(
      <Menu opened>
        <Menu.Target>
          <button type="button">Account menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <DeviceStorage />
        </Menu.Dropdown>
      </Menu>,
    );
    expect(screen.queryByText(/On this device/)).toBeNull();
  });

  it('writes sizes in the app language', () => {
    expect(storageSize(300 * MB, 'en')).toBe('300 MB');
    expect(storageSize(1536 * MB, 'en')).toBe('1.5 GB');
  });
});
