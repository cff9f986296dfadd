import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api-client';

/**
 * A link that opens nothing: ended (410: withdrawn or run out, and whom to ask; the server's own
 * words only repeated the title) or never made (404). Anything else (no connection) says what the server or the browser said.
 */
export function SharedProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const [title, text] =
    status === 410
      ? [t('shareLinks.shared.goneTitle'), t('shareLinks.shared.goneText')]
      : status === 404
        ? [t('shareLinks.shared.notFoundTitle'), t('shareLinks.shared.notFoundText')]
        : [t('shareLinks.shared.failedTitle'), error instanceof Error ? error.message : String(error)];
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack align="center" gap="sm">
          <IconLinkOff size={40} aria-hidden />
          <Title order={1} size="h3" ta="center">
            {title}
          </Title>
          {status === 410 || status === 404 ? (
            <Text ta="center">{text}</Text>
          ) : (
            <Alert color="red" role="alert" w="100%">
              {text}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
