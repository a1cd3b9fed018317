import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shellCheck } from './game-record';

/**
 * The exact characters the commitment hashes, and a shell line that hashes them, each to copy. The
 * order's labels (G49, O74, …) are for reading: hashing those gives another hash, so a person who
 * checks by hand needs these.
 */
export function HashedText({ text }: { text: string }) {
  const { t } = useTranslation('hall');
  return (
    <Stack gap="xs">
      <Copyable
        caption={t('Text hashed: SHA-256 of exactly these characters')}
        value={text}
        copyLabel={t('Copy text')}
        testId="hashed-text"
      />
      <Copyable
        caption={t(
          'To check it yourself, paste this into a Linux terminal (on a Mac, write shasum -a 256 for sha256sum): it prints the commitment',
        )}
        value={shellCheck(text)}
        copyLabel={t('Copy command')}
        testId="hashed-shell"
      />
    </Stack>
  );
}

function Copyable(props: { caption: string; value: string; copyLabel: string; testId: string }) {
  const { t } = useTranslation('hall');
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{props.caption}</Text>
        <CopyButton value={props.value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('Copied') : props.copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Broken anywhere to fit the page: the line breaks are not part of the text. */}
      <Code block data-testid={props.testId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {props.value}
      </Code>
    </>
  );
}
