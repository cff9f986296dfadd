import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookSubscription } from '@shared/schemas/webhooks';
import { useArrival } from '@web/components/deferred-menu';
import { WebhookRowButton } from './webhook-row-button';

export interface WebhookRowMenuProps {
  sub: WebhookSubscription;
  onEdit: () => void;
  onTest: () => void;
  onRotate: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * A webhook's actions. Mantine's Menu and Popover (about 29 KB on the wire) are not part of the
 * list's first screen: the list draws `WebhookRowButton` through `DeferredMenu`, and this module
 * comes after the first screen or on the first sign someone wants it (decision 0067).
 */
export function WebhookRowMenu(props: WebhookRowMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useArrival(button);
  const { sub } = props;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <WebhookRowButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/webhooks/${sub.id}`}>
          {t('webhooks.actions.log')}
        </Menu.Item>
        <Menu.Item onClick={props.onEdit}>{t('webhooks.actions.edit')}</Menu.Item>
        <Menu.Item onClick={props.onTest}>{t('webhooks.actions.test')}</Menu.Item>
        <Menu.Item onClick={props.onRotate}>{t('webhooks.actions.rotate')}</Menu.Item>
        <Menu.Item onClick={props.onToggle}>
          {t(sub.enabled ? 'webhooks.actions.disable' : 'webhooks.actions.enable')}
        </Menu.Item>
        <Menu.Item color="red" onClick={props.onDelete}>
          {t('webhooks.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
