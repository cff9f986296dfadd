/**
 * Unsaved-changes guard (spec sections 5 and 8). A form opts in while it differs from what was
 * loaded: leaving through the app (links, back/forward) asks "There are unsaved changes on this
 * page which will be discarded if you continue." with Stay focused; closing or reloading the tab
 * gets the browser's own leave-page prompt.
 *
 *   const form = useForm({ initialValues: loaded });
 *   const guard = useUnsavedChangesGuard(form.isDirty());
 *   save.mutate(values, saveOutcome(form, { clean: true, guard, then: () => navigate('/jobs') }));  // lib/save-outcome.ts
 * or, where a hook does not fit: <UnsavedChangesGuard when={form.isDirty()} />
 *
 * markClean() makes a navigation right after saving pass even before the form re-renders clean.
 * One guard per page: the router consults only the last blocker, so a page with two forms guards
 * their combined dirty state once (see account-settings.tsx).
 * Needs the data router (createBrowserRouter) and the app's DialogHost (dialogs.tsx).
 */
import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { dialogs } from '@web/components/dialogs';

export function useUnsavedChangesGuard(dirty: boolean, message?: string) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  // Every render, so a markClean() on a form that is still dirty lasts only until it re-renders.
  useEffect(() => {
    dirtyRef.current = dirty;
  });

  // Only a move to another page or another query asks; the same URL (or a #hash) does not.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    const decide = (leave: boolean) => {
      if (decided) return;
      decided = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    const id = dialogs.openConfirmModal({
      title: t('widgets.unsavedTitle'),
      children: <Text>{message ?? t('widgets.unsavedMessage')}</Text>,
      labels: { confirm: t('widgets.unsavedLeave'), cancel: t('widgets.unsavedStay') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      closeOnEscape: true,
      onConfirm: () => decide(true),
      onCancel: () => decide(false),
      // Escape, the close button or a click outside: stay.
      onClose: () => decide(false),
    });
    return () => dialogs.close(id);
  }, [blocker, message, t]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      // Older Chromium shows its prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const markClean = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { markClean };
}

export function UnsavedChangesGuard(props: { when: boolean; message?: string }) {
  useUnsavedChangesGuard(props.when, props.message);
  return null;
}
