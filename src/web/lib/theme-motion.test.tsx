import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

/** The system's "reduce motion" setting, as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

/** How long the notification takes to slide and fade in or out. */
async function noteTransition(message: string) {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
    </MantineProvider>,
  );
  act(() => void notifications.show({ message }));
  const note = (await screen.findByText(message)).closest<HTMLElement>('.mantine-Notification-root');
  return note?.style.transitionDuration;
}

describe('motion', () => {
  it('a reader who asked the system for less motion gets notifications that neither slide nor fade', async () => {
    prefersReducedMotion(true);
    expect(await noteTransition('Saved quietly')).toBe('1ms, 1ms, 1ms');
  });

  it('others see them slide in', async () => {
    prefersReducedMotion(false);
    expect(await noteTransition('Saved')).toBe('250ms, 250ms, 250ms');
  });
});
