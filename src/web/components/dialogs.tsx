/**
 * dialogs: Mantine's `modals` (open, openConfirmModal, close), with the provider that draws them
 * (Mantine's Modal and its scroll lock, about 8 KB gzipped) fetched on the first dialog instead of
 * with every first page (decision 0028). Use it where `modals` from @mantine/modals would be used:
 *
 *   const id = dialogs.openConfirmModal({ title, children, onConfirm });
 *   dialogs.close(id);
 *
 * <DialogHost /> sits once in the page (the shell, the test renderer); calls made before its
 * provider is in are kept and run, in order, once it is.
 */
import { randomId } from '@mantine/hooks';
import type { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type Modals = typeof modals;
type Call = (api: Modals) => void;

let ready: Modals | null = null;
const waiting: Call[] = [];
/** Whether a dialog has been asked for: the host then fetches and mounts the provider. */
let wanted = false;
const hosts = new Set<() => void>();

function run(call: Call) {
  if (ready) return call(ready);
  waiting.push(call);
  wanted = true;
  for (const host of hosts) host();
}

function subscribe(host: () => void) {
  hosts.add(host);
  return () => hosts.delete(host);
}

export const dialogs = {
  open(payload: Parameters<Modals['open']>[0]): string {
    const modalId = payload.modalId ?? randomId();
    run((api) => api.open({ ...payload, modalId }));
    return modalId;
  },
  openConfirmModal(payload: Parameters<Modals['openConfirmModal']>[0]): string {
    const modalId = payload.modalId ?? randomId();
    run((api) => api.openConfirmModal({ ...payload, modalId }));
    return modalId;
  },
  close(id: string) {
    run((api) => api.close(id));
  },
};

function providerReady(api: Modals) {
  ready = api;
  for (const call of waiting.splice(0)) call(api);
}

function providerGone() {
  ready = null;
}

const Provider = lazy(() =>
  import('./dialog-provider').then((m) => ({
    default: () => <m.DialogProvider onReady={providerReady} onGone={providerGone} />,
  })),
);

export function DialogHost() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}
