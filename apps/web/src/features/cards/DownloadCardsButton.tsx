import { defaultDeck } from '@bingo/engine';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCardsPdf, PDF_ERROR, PDF_SUCCESS } from './cards-pdf';

/** 'Download Cards': the PDF of every printed card, for halls to print. */
export function DownloadCardsButton({ color }: { color?: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCardsPdf(defaultDeck());
      notifications.show({ color: 'green', message: PDF_SUCCESS });
    } catch (error) {
      console.error('Card PDF failed', error);
      notifications.show({ color: 'red', message: PDF_ERROR });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button leftSection={<IconDownload size={18} />} loading={busy} color={color} onClick={download}>
      Download Cards
    </Button>
  );
}
