import { defaultDeck } from '@bingo/engine';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCardsPdf } from './cards-pdf';

/** 'Download Cards': the PDF of every printed card, for halls to print. */
export function DownloadCardsButton({ color }: { color?: string }) {
  const { t } = useTranslation('cards');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCardsPdf(defaultDeck());
      // The texts of PDF_SUCCESS and PDF_ERROR in cards-pdf.ts, read in the viewer's language.
      notifications.show({ color: 'green', message: t('PDF generated successfully!') });
    } catch (error) {
      console.error('Card PDF failed', error);
      notifications.show({ color: 'red', message: t('Error generating PDF. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button leftSection={<IconDownload size={18} />} loading={busy} color={color} onClick={download}>
      {t('Download Cards')}
    </Button>
  );
}
