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
import { useEffect, useState, useSyncExternalStore } from 'react';
import i18n from '@web/lib/i18n';
import { notifyError } from './undo-notification';
import { importAgain } from '@web/lib/import-again';

type Modals = typeof modals;
type Call = (api: Modals) => void;

let ready: Modals | null = null;
const waiting: Call[] = [];
/** A dialog has been asked for: the host fetches the provider (again, after a failed fetch). */
let wanted = false;
const hosts = new Set<() => void>();
const tellHosts = () => hosts.forEach((host) => host());

function run(call: Call) {
  if (ready) return call(ready);
  waiting.push(call);
  if (!wanted) {
    wanted = true;
    tellHosts();
  }
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

/**
 * The provider's code did not arrive (no connection): the dialogs asked for are dropped, as a
 * click that did nothing, and said so; the next one tries again. Field workers have the code
 * fetched ahead (app-shell.tsx), as their pages are.
 */
function providerMissing() {
  waiting.length = 0;
  wanted = false;
  notifyError(i18n.t('errors.common.unreachable'), new Error(i18n.t('errors.chunkText')));
  tellHosts();
}

// A fetch that failed is asked again on the next dialog (lib/import-again.ts).
const loadProvider = importAgain(() => import('./dialog-provider'));

/** Fetches the provider's code ahead, for whoever may lose the connection (app-shell.tsx). */
export function preloadDialogs(): Promise<void> {
  return loadProvider().then(
    () => undefined,
    () => undefined,
  );
}

export function DialogHost() {
  const asked = useSyncExternalStore(subscribe, () => wanted);
  const [provider, setProvider] = useState<Awaited<ReturnType<typeof loadProvider>> | null>(null);
  useEffect(() => {
    if (!asked || provider) return;
    let live = true;
    loadProvider().then(
      (module) => live && setProvider(module),
      () => live && providerMissing(),
    );
    return () => {
      live = false;
    };
  }, [asked, provider]);
  return provider ? <provider.DialogProvider onReady={providerReady} onGone={providerGone} /> : null;
}
